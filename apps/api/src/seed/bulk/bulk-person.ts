import { COUNTRY_USA } from '@talent-desk/shared';
import type { BulkPools } from './bulk-pools.js';
import type { Rng } from '../prng.js';
import type { SeedPerson } from '../candidate-rows/seed-candidate.js';
import {
  CANDIDATE_COUNTRIES,
  CANDIDATE_COUNTRY_WEIGHTS,
  candidatePhone,
} from '../candidate-rows/seed-people.js';

const BULK_EMAIL_DOMAINS = ['mail.example.com', 'post.example.net', 'inbox.example.org'] as const;

/**
 * The n-th bulk candidate: pooled names and cities, an e-mail and phone made unique by `n` (the demo
 * candidates take the first numbers, so the two sets never collide).
 */
export function bulkPerson(pools: BulkPools, rng: Rng, n: number): SeedPerson {
  const country = rng.weighted(CANDIDATE_COUNTRIES, CANDIDATE_COUNTRY_WEIGHTS);
  const pool = pools.byCountry.get(country);
  if (!pool) throw new Error(`no name pool for ${country}`);
  const first = rng.pick(pool.firstNames);
  const last = rng.pick(pool.lastNames);
  let state: string | null = null;
  let city: string;
  if (country === COUNTRY_USA) {
    const place = rng.pick(pools.usPlaces);
    state = place[0];
    city = place[1];
  } else {
    city = rng.pick(pool.cities);
  }
  const local = `${first.slug}.${last.slug}.${n}`;
  return {
    firstName: first.name,
    middleName: rng.chance(0.1) ? rng.pick(pools.middleNames) : null,
    lastName: last.name,
    email: `${local}@${rng.pick(BULK_EMAIL_DOMAINS)}`,
    phone: candidatePhone(country, n, rng),
    linkedinUrl: rng.chance(0.5) ? `https://www.linkedin.com/in/${first.slug}-${last.slug}-${n}` : null,
    country,
    state,
    city,
    experience: rng.chance(0.8) ? rng.pick(pools.experiences) : null,
    comments: null,
  };
}
