import { COUNTRY_INDIA, COUNTRY_USA } from '../constants.js';
import { COUNTRY_ROWS } from './countries.generated.js';

/**
 * The fixed country list (ENUM-14): the payload carries the name (docs/decisions.md, Candidates), the
 * ISO code lets the phone rules parse national numbers. 'USA' keeps the spec's spelling. Seed reference
 * tables from here.
 */
export const COUNTRIES = COUNTRY_ROWS;

export type CountryName = (typeof COUNTRIES)[number][0];
export const COUNTRY_NAMES = COUNTRIES.map(([name]) => name);

const isoByName: ReadonlyMap<string, string> = new Map(COUNTRIES.map(([name, iso]) => [name, iso]));

export function isCountryName(value: string): value is CountryName {
  return isoByName.has(value);
}

/** ISO 3166 alpha-2 code of a listed country name, else undefined. */
export function countryIso2(name: string | null | undefined): string | undefined {
  return name ? isoByName.get(name) : undefined;
}

/** ENUM-21: the two work regions with special rules. */
export const WORK_REGIONS = [COUNTRY_INDIA, COUNTRY_USA] as const;
export type WorkRegion = (typeof WORK_REGIONS)[number];
