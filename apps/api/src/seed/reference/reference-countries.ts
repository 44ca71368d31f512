import { COUNTRIES } from '@talent-desk/shared';
import { WORLD_COUNTRIES as worldCountries } from './world-countries.js';

export type CountryRow = { name: string; iso2: string };

/** The fixed country list of packages/shared (generated from world-countries): one source for form and table. */
export function countryRows(): CountryRow[] {
  return COUNTRIES.map(([name, iso2]) => ({ name, iso2 }));
}

/** Country name -> international dialling prefix (e.g. 'India' -> '+91'), for realistic demo phones. */
export function diallingPrefixes(): Map<string, string> {
  const nameByIso = new Map<string, string>(COUNTRIES.map(([name, iso2]) => [iso2, name]));
  const prefixes = new Map<string, string>();
  for (const c of worldCountries) {
    const name = nameByIso.get(c.cca2);
    if (!name) continue;
    // NANP countries list area codes as suffixes ('+1' + '201'...): the root alone is the prefix.
    const suffix = c.idd.suffixes.length === 1 ? (c.idd.suffixes[0] ?? '') : '';
    if (c.idd.root) prefixes.set(name, c.idd.root + suffix);
  }
  return prefixes;
}
