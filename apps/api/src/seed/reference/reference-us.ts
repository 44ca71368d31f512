import { City, State } from 'country-state-city';

export type UsStateRow = { name: string; code: string };

// The 50 states and DC have two-letter codes; territories and outlying islands are excluded by name or
// carry 'UM-nn' codes.
const TERRITORIES = new Set(['AS', 'GU', 'MP', 'PR', 'UM', 'VI']);

/** The 50 states + District of Columbia, from country-state-city. */
export function usStateRows(): UsStateRow[] {
  return State.getStatesOfCountry('US')
    .filter((s) => /^[A-Z]{2}$/.test(s.isoCode) && !TERRITORIES.has(s.isoCode))
    .map((s) => ({ name: s.name, code: s.isoCode }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** A state's city names, de-duplicated (the package lists some names twice) and sorted. */
export function usCityNames(stateCode: string): string[] {
  const names = new Set(City.getCitiesOfState('US', stateCode).map((c) => c.name.trim()));
  return [...names].filter((n) => n.length > 0).sort((a, b) => a.localeCompare(b, 'en'));
}
