import { asc, eq, inArray } from 'drizzle-orm';
import { languages, skills, usCities, usStates } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';

export type NamedRef = { externalId: string; name: string };

/** The skills or languages of these external ids that exist (unknown ids are simply missing). */
export async function namedRefs(
  db: Queryable,
  table: typeof skills | typeof languages,
  externalIds: readonly string[],
): Promise<NamedRef[]> {
  if (externalIds.length === 0) return [];
  return db
    .select({ externalId: table.externalId, name: table.name })
    .from(table)
    .where(inArray(table.externalId, [...externalIds]));
}

export const skillRefs = (db: Queryable, ids: readonly string[]) => namedRefs(db, skills, ids);
export const languageRefs = (db: Queryable, ids: readonly string[]) => namedRefs(db, languages, ids);

/** Every US state holding a city of one of these names: {cityName, stateName} pairs by state name. */
export async function statesOfCities(
  db: Queryable,
  cityNames: readonly string[],
): Promise<{ cityName: string; stateName: string }[]> {
  if (cityNames.length === 0) return [];
  return db
    .select({ cityName: usCities.name, stateName: usStates.name })
    .from(usCities)
    .innerJoin(usStates, eq(usStates.id, usCities.stateId))
    .where(inArray(usCities.name, [...cityNames]))
    .orderBy(asc(usStates.name));
}
