import { COUNTRY_USA } from '@talent-desk/shared';
import { listOf, type FilterValues } from '@/components/filter-panel/filter-field-types';

/** The US states of each city, as far as the caller knows them (a saved audience, the lists loaded). */
export type CityStates = ReadonlyMap<string, readonly string[]>;

/** AUD-19/20: states and cities are filters of the USA only. */
export function isUsaChosen(draft: FilterValues): boolean {
  return listOf(draft.countries).includes(COUNTRY_USA);
}

/** Cities are offered for the chosen states (the city list is asked for by state). */
export function hasStatesChosen(draft: FilterValues): boolean {
  return isUsaChosen(draft) && listOf(draft.states).length > 0;
}

/** A city stays while one of its states is chosen; a city whose states are unknown stays too. */
function keepCity(city: string, states: readonly string[], cityStates: CityStates | undefined): boolean {
  if (states.length === 0) return false;
  const known = cityStates?.get(city);
  return known === undefined || known.some((state) => states.includes(state));
}

/**
 * The location rules of the candidate filters after each change: AUD-22 the states are reset when USA
 * is not among the chosen countries; AUD-23 the cities go with their states (all of them when no state
 * is left, else those known to lie only in states no longer chosen). The draft itself when nothing changes.
 */
export function normaliseCandidateFilterDraft(draft: FilterValues, cityStates?: CityStates): FilterValues {
  const chosenStates = listOf(draft.states);
  const chosenCities = listOf(draft.cities);
  const states = isUsaChosen(draft) ? chosenStates : [];
  const cities = chosenCities.filter((city) => keepCity(city, states, cityStates));
  if (states.length === chosenStates.length && cities.length === chosenCities.length) return draft;
  return { ...draft, states, cities };
}
