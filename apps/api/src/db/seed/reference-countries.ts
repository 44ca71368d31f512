import { WORLD_COUNTRIES as worldCountries } from './world-countries.js';
import { COUNTRY_USA } from '@talent-desk/shared';

export type CountryRow = { name: string; iso2: string };

/**
 * The fixed country list (ENUM rules): the independent countries of world-countries (about 194).
 * Payloads carry the name, and DECISIONS.md names the United States 'USA'; others use the common name.
 */
export function countryRows(): CountryRow[] {
  return worldCountries
    .filter((c) => c.independent)
    .map((c) => ({ name: c.cca2 === 'US' ? COUNTRY_USA : c.name.common, iso2: c.cca2 }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Country name -> international dialling prefix (e.g. 'India' -> '+91'), for realistic demo phones. */
export function diallingPrefixes(): Map<string, string> {
  const prefixes = new Map<string, string>();
  for (const c of worldCountries) {
    if (!c.independent) continue;
    const name = c.cca2 === 'US' ? COUNTRY_USA : c.name.common;
    // NANP countries list area codes as suffixes ('+1' + '201'...): the root alone is the prefix.
    const suffix = c.idd.suffixes.length === 1 ? (c.idd.suffixes[0] ?? '') : '';
    if (c.idd.root) prefixes.set(name, c.idd.root + suffix);
  }
  return prefixes;
}
