import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFieldIssue, type FilterValues, type NumberFieldDef } from './filter-field-types';

/** The message of a number field's problem (not a number, out of range, below the minimum's value). */
export function useNumberIssueText(): (field: NumberFieldDef, draft: FilterValues) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (field, draft) => {
      const issue = numberFieldIssue(field, draft);
      switch (issue?.kind) {
        case undefined:
          return undefined;
        case 'number':
          return t('filterPanel.numberInvalid');
        case 'min':
          return t('filterPanel.numberMin', { min: issue.min });
        case 'max':
          return t('filterPanel.numberMax', { max: issue.max });
        case 'order':
          return t('filterPanel.numberOrder');
      }
    },
    [t],
  );
}
