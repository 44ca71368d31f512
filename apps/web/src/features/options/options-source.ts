import type { OptionsSource } from '@/components/async-autocomplete/options-source';
import { useOptionsList } from './api/get-options';
import { optionLabelOf, rememberOptionLabels } from './option-labels';

/** The options feature as the source of every AsyncAutocomplete (provided by the app). */
export const apiOptionsSource: OptionsSource = {
  useOptionsList,
  labelOf: optionLabelOf,
  remember: rememberOptionLabels,
};
