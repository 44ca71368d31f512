import { usCityNames, usStateRows } from '../reference/reference-us.js';

export type UsPlaces = { states: readonly { name: string; cities: readonly string[] }[] };

let cached: UsPlaces | undefined;

/** US states with their cities from the reference lists (the same source as the us_cities table). */
export function usPlaces(): UsPlaces {
  cached ??= {
    states: usStateRows()
      .map((s) => ({ name: s.name, cities: usCityNames(s.code) }))
      .filter((s) => s.cities.length > 0),
  };
  return cached;
}
