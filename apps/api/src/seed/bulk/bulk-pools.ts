import { COUNTRY_USA } from '@talent-desk/shared';
import { DEMO_COUNTRIES, emailSlug, type DemoCountry, type DemoFaker } from '../demo/demo-faker.js';

/** A name with its e-mail slug worked out once (slugging a million names costs seconds). */
export type PooledName = { name: string; slug: string };

export type CountryPool = { firstNames: PooledName[]; lastNames: PooledName[]; cities: string[] };

export type BulkPools = {
  byCountry: Map<DemoCountry, CountryPool>;
  middleNames: string[];
  experiences: string[];
  /** [state, city] pairs of the reference lists. */
  usPlaces: [string, string][];
};

const POOL_SIZE = 400;

function unique<T>(make: () => T, key: (t: T) => string, size: number): T[] {
  const seen = new Map<string, T>();
  for (let i = 0; i < size * 3 && seen.size < size; i++) {
    const item = make();
    if (!seen.has(key(item))) seen.set(key(item), item);
  }
  return [...seen.values()];
}

/**
 * Faker is far too slow for a million candidates: draw a few hundred names and cities per country once
 * and let the bulk generator combine them with a fast PRNG (400 x 400 names per country).
 */
export function buildBulkPools(
  fake: DemoFaker,
  usStates: readonly { name: string; cities: readonly string[] }[],
): BulkPools {
  const byCountry = new Map<DemoCountry, CountryPool>();
  for (const country of DEMO_COUNTRIES) {
    const f = fake.of(country);
    const named = (name: string): PooledName => ({ name, slug: emailSlug(name) || 'x' });
    byCountry.set(country, {
      firstNames: unique(
        () => named(f.person.firstName()),
        (n) => n.name,
        POOL_SIZE,
      ),
      lastNames: unique(
        () => named(f.person.lastName()),
        (n) => n.name,
        POOL_SIZE,
      ),
      cities:
        country === COUNTRY_USA
          ? []
          : unique(
              () => f.location.city(),
              (c) => c,
              POOL_SIZE / 2,
            ),
    });
  }
  const main = fake.main;
  return {
    byCountry,
    middleNames: unique(
      () => main.person.middleName(),
      (n) => n,
      100,
    ),
    experiences: unique(
      () => `${main.person.jobTitle()} at ${main.company.name()}`,
      (e) => e,
      300,
    ),
    usPlaces: usStates.flatMap((s) => s.cities.map((c): [string, string] => [s.name, c])),
  };
}
