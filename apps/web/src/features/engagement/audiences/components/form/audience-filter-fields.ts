import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationFilterFields } from '@/components/candidate-filters/application-filter-fields';
import { candidateFilterFields } from '@/components/candidate-filters/candidate-filter-fields';
import type { FilterFieldDef } from '@/components/filter-panel/filter-field-types';

/**
 * The audience's filter fields (AUD-18): the candidate list's own fields (sources included: audiences
 * are staff's) followed by the application filters.
 */
export function useAudienceFilterFields(): FilterFieldDef[] {
  const { t } = useTranslation();
  return useMemo(
    () => [...candidateFilterFields(t, { showSources: true }), ...applicationFilterFields(t)],
    [t],
  );
}
