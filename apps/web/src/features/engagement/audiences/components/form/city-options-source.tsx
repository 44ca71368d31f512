import { useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OptionItem, OptionKind } from '@talent-desk/shared';
import {
  OptionsSourceContext,
  useOptionsSource,
  type OptionsListState,
  type OptionsSource,
} from '@/components/async-autocomplete/options-source';
import type { CityStates } from '@/components/candidate-filters/candidate-filter-draft';
import { loadedStateCities, useStateCities, type StateCity } from '../../api/get-state-cities';

/** AUD-20: a city as 'City (State)'; a name found in several chosen states lists them all. */
export function cityLabel(city: string, states: readonly string[]): string {
  return states.length > 0 ? `${city} (${states.join(', ')})` : city;
}

/** Each city with its states, in the order first met. */
export function cityStatesOf(cities: readonly StateCity[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const { cityName, stateName } of cities) {
    const states = map.get(cityName) ?? [];
    if (!states.includes(stateName)) states.push(stateName);
    map.set(cityName, states);
  }
  return map;
}

/** Labels the form already knows (a saved audience's skills and languages), so they are not looked up. */
export type KnownLabels = Partial<Record<OptionKind, ReadonlyMap<string, string>>>;

/**
 * The app's option source with cities asked for state by state, so that each is labelled 'City (State)'
 * (chips too); every other list as the app gives it, minus labels the form knows already.
 */
function audienceOptionsSource(
  parent: OptionsSource,
  knownCities: readonly StateCity[],
  known: KnownLabels,
): OptionsSource {
  return {
    useOptionsList: (request, enabled): OptionsListState => {
      const cities = request.kind === 'cities';
      const list = parent.useOptionsList(request, enabled && !cities);
      const byState = useStateCities(
        cities ? (request.params?.state ?? []) : [],
        request.search,
        enabled && cities,
      );
      if (!cities) return list;
      const options: OptionItem[] = [...cityStatesOf(byState.cities)]
        .map(([city, states]) => ({ value: city, label: cityLabel(city, states) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en'));
      return { ...byState, options };
    },
    useOptionLabels: (kind, keys) => {
      const queryClient = useQueryClient();
      const knownHere = known[kind];
      const labels = parent.useOptionLabels(
        kind,
        knownHere ? keys.filter((key) => !knownHere.has(key)) : keys,
      );
      const merged = new Map([...(knownHere ?? []), ...labels]);
      if (kind !== 'cities') return merged;
      const cityStates = cityStatesOf([...knownCities, ...loadedStateCities(queryClient)]);
      for (const key of keys) {
        const states = cityStates.get(key);
        if (states) merged.set(key, cityLabel(key, states));
      }
      return merged;
    },
  };
}

/** Each chosen city's states, from the saved audience and the city lists loaded so far (AUD-23). */
export function useCityStates(knownCities: readonly StateCity[]): () => CityStates {
  const queryClient = useQueryClient();
  return () => cityStatesOf([...knownCities, ...loadedStateCities(queryClient)]);
}

export type AudienceOptionsProviderProps = {
  knownCities: readonly StateCity[];
  knownLabels: KnownLabels;
  children: ReactNode;
};

/** Gives the audience form's filter fields the option source above. */
export function AudienceOptionsProvider({
  knownCities,
  knownLabels,
  children,
}: AudienceOptionsProviderProps) {
  const parent = useOptionsSource();
  const source = useMemo(
    () => audienceOptionsSource(parent, knownCities, knownLabels),
    [parent, knownCities, knownLabels],
  );
  return <OptionsSourceContext value={source}>{children}</OptionsSourceContext>;
}
