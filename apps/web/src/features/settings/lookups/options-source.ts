import type { OptionsSource } from '@/components/async-autocomplete/options-source';
import { useOptionLabels } from './api/get-option-labels';
import { useOptionsList } from './api/get-options';

/** The options feature as the source of every AsyncAutocomplete (provided by the app). */
export const apiOptionsSource: OptionsSource = { useOptionsList, useOptionLabels };
