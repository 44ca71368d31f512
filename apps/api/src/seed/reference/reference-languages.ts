import { WORLD_COUNTRIES as worldCountries } from './world-countries.js';

/** Every language spoken officially somewhere, per world-countries (about 150 names), sorted. */
export function languageNames(): string[] {
  const names = new Set(worldCountries.flatMap((c) => Object.values(c.languages)));
  return [...names].sort((a, b) => a.localeCompare(b, 'en'));
}
