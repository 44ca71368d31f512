import {
  APPLICATION_ANSWER_KEYS,
  EXPECTED_RATE_FILTER_MAX,
  NOTICE_PERIOD_FILTER_CHOICES,
  type ApplicationFilters,
} from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import type { FilterFieldDef } from '@/components/filter-panel/filter-field-types';

type ApplicationFilterField = FilterFieldDef & { key: keyof ApplicationFilters };

/**
 * The application filters (AUD-17) as FilterPanel fields: the notice period as one of the ENUM-12
 * choices, the expected rate range, and the yes/no answers (any, yes or no; no colour: neither answer
 * is good or bad in itself).
 */
export function applicationFilterFields(t: TFunction): ApplicationFilterField[] {
  const rate = (bound: 'min' | 'max'): ApplicationFilterField => ({
    key: bound === 'min' ? 'expectedRateMin' : 'expectedRateMax',
    type: 'number',
    bound,
    pairKey: bound === 'min' ? 'expectedRateMax' : 'expectedRateMin',
    label: t(`applicationFilters.expectedRate.${bound}`),
    min: 0,
    max: EXPECTED_RATE_FILTER_MAX,
  });
  return [
    {
      key: 'noticePeriod',
      type: 'select',
      label: t('applicationFilters.noticePeriod'),
      options: NOTICE_PERIOD_FILTER_CHOICES.map(({ value }) => ({
        value,
        label: t(`applicationFilters.noticePeriodChoices.${value}`),
      })),
    },
    rate('min'),
    rate('max'),
    ...APPLICATION_ANSWER_KEYS.map((key): ApplicationFilterField => ({
      key,
      type: 'boolean',
      label: t(`applicationFilters.answers.${key}`),
      trueLabel: t('applicationFilters.yes'),
      falseLabel: t('applicationFilters.no'),
      coloured: false,
    })),
  ];
}
