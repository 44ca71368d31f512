import {
  COUNTRY_INDIA,
  COUNTRY_USA,
  NOTICE_PERIODS,
  QUALIFICATIONS,
  YEARS_OF_EXPERIENCE,
  type CandidateSource,
} from '@talent-desk/shared';
import { DEMO_COUNTRIES, type DemoCountry } from '../demo/demo-faker.js';
import type { Rng } from '../prng.js';
import { diallingPrefixes } from '../reference/reference-countries.js';
import type { LanguageRow, SkillRow } from './seed-rows.js';

/** India and USA well represented (the two work regions, ENUM-21), the other demo countries share the rest. */
export const CANDIDATE_COUNTRIES: readonly DemoCountry[] = DEMO_COUNTRIES;
export const CANDIDATE_COUNTRY_WEIGHTS: readonly number[] = DEMO_COUNTRIES.map((c) =>
  c === COUNTRY_USA || c === COUNTRY_INDIA ? 35 : 30 / (DEMO_COUNTRIES.length - 2),
);

export const CANDIDATE_SOURCES_WEIGHTED: readonly CandidateSource[] = [
  'DIRECT_SEARCH',
  'GL_WEBSITE',
  'VENDOR',
  'EXTERNAL',
];
export const SOURCE_WEIGHTS = [30, 20, 35, 15];
/** Source names of EXTERNAL candidates (job boards); VENDOR ones carry their vendor's name. */
export const JOB_BOARDS = ['LinkedIn', 'Naukri', 'Indeed', 'Dice', 'Monster'] as const;

const NATIVE_LANGUAGES: Record<DemoCountry, readonly string[]> = {
  [COUNTRY_USA]: ['Spanish'],
  [COUNTRY_INDIA]: ['Hindi', 'Tamil', 'Bengali'],
  Germany: ['German'],
  'United Kingdom': [],
  Canada: ['French'],
  Australia: [],
  France: ['French'],
  Mexico: ['Spanish'],
  Brazil: ['Portuguese'],
  Poland: ['Polish'],
};
const QUALIFICATION_WEIGHTS = [50, 30, 5, 15];

const PREFIXES = diallingPrefixes();
// Multipliers coprime with 10: n -> n * M mod 10^k is a bijection, so distinct n give distinct tails.
const SCRAMBLE_9 = 387_420_489n;
const SCRAMBLE_8 = 43_046_721n;

/**
 * A unique phone for the n-th candidate of a run, normalised with '+' (CAND-VAL-06): India +91 and ten
 * digits starting 6-9 (CAND-VAL-07), NANP +1 and ten digits, others nine. Unique for n < 10^8 because
 * the tail is a bijection of n and no dialling prefix is a prefix of another.
 */
export function candidatePhone(country: string, n: number, rng: Rng): string {
  const prefix = country === COUNTRY_INDIA ? '+91' : (PREFIXES.get(country) ?? '+1');
  if (prefix === '+91' || prefix === '+1') {
    const tail = ((BigInt(n) * SCRAMBLE_9) % 1_000_000_000n).toString().padStart(9, '0');
    return `${prefix}${prefix === '+91' ? rng.between(6, 9) : rng.between(2, 9)}${tail}`;
  }
  const tail = ((BigInt(n) * SCRAMBLE_8) % 100_000_000n).toString().padStart(8, '0');
  return `${prefix}${rng.between(1, 9)}${tail}`;
}

export type ReferenceIds = {
  skillIds: readonly number[];
  languageIds: ReadonlyMap<string, number>;
};

/** 2-6 distinct skills, the first one or two primary. */
export function pickSkills(rng: Rng, candidateId: number, skillIds: readonly number[]): SkillRow[] {
  const wanted = Math.min(rng.between(2, 6), skillIds.length);
  const chosen = new Set<number>();
  while (chosen.size < wanted) chosen.add(rng.pick(skillIds));
  const primaries = rng.between(1, 2);
  return [...chosen].map((skillId, i) => ({ candidateId, skillId, primary: i < primaries }));
}

/** English for most, plus one of the country's languages for many. */
export function pickLanguages(
  rng: Rng,
  candidateId: number,
  country: DemoCountry,
  languageIds: ReadonlyMap<string, number>,
): LanguageRow[] {
  const names = new Set<string>();
  if (rng.chance(0.9)) names.add('English');
  const native = NATIVE_LANGUAGES[country];
  if (native.length > 0 && rng.chance(0.8)) names.add(rng.pick(native));
  if (names.size === 0) names.add('English');
  const rows: LanguageRow[] = [];
  for (const name of names) {
    const languageId = languageIds.get(name);
    if (languageId !== undefined) rows.push({ candidateId, languageId });
  }
  return rows;
}

export type ProfileFields = {
  yearsOfExperience: string;
  educationalQualification: string;
  /** CAND-FORM-05: only for India candidates entered by a VENDOR. */
  expectedRate: string | null;
  noticePeriod: string | null;
};

export function pickProfile(rng: Rng, country: string, source: CandidateSource): ProfileFields {
  const assessmentVendor = country === COUNTRY_INDIA && source === 'VENDOR';
  return {
    yearsOfExperience: rng.pick(YEARS_OF_EXPERIENCE),
    educationalQualification: rng.weighted(QUALIFICATIONS, QUALIFICATION_WEIGHTS),
    expectedRate: assessmentVendor ? `${rng.between(15, 95)}.${rng.pick(['00', '50'])}` : null,
    noticePeriod: assessmentVendor ? rng.pick(NOTICE_PERIODS) : null,
  };
}
