import { useMemo } from 'react';
import type { AudienceDetail } from '@talent-desk/shared';
import type { StateCity } from '../../api/get-state-cities';
import type { KnownLabels } from './city-options-source';

/**
 * The labels a saved audience brings (AUD-15 filledFilters): its cities with their states, and the
 * names of its skills and languages, so that the form shows them without asking again.
 */
export function useKnownOptions(audience: AudienceDetail | undefined): {
  cities: StateCity[];
  labels: KnownLabels;
} {
  return useMemo(() => {
    const filled = audience?.filledFilters;
    const byId = (items: readonly { externalId: string; name: string }[] = []) =>
      new Map(items.map((item) => [item.externalId, item.name]));
    return {
      cities: (filled?.cityOptions ?? []).flatMap(({ cityName, stateNames }) =>
        stateNames.map((stateName) => ({ cityName, stateName })),
      ),
      labels: {
        skills: byId(filled?.skillExternalIdOptions),
        languages: byId(filled?.languageExternalIdOptions),
      },
    };
  }, [audience]);
}
