import { eq, inArray, sql } from 'drizzle-orm';
import { businessGroups, skills, vacancies } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';

/**
 * The vacancy that already has this GLO-R id, if any.
 * @scope staff only: importing is an ADMIN/TAG action (vacancies:import) that checks every vacancy.
 */
export async function vacancyExternalIdByGloId(db: Queryable, gloVacancyId: string): Promise<string | null> {
  const [row] = await db
    .select({ externalId: vacancies.externalId })
    .from(vacancies)
    .where(eq(vacancies.gloVacancyId, gloVacancyId));
  return row?.externalId ?? null;
}

/** A business group by name, whatever its case. */
export async function businessGroupByName(db: Queryable, name: string) {
  const [row] = await db
    .select({ externalId: businessGroups.externalId, name: businessGroups.name })
    .from(businessGroups)
    .where(eq(sql`lower(${businessGroups.name})`, name.toLowerCase()));
  return row ?? null;
}

/** The skills of the reference list with these names, whatever their case. */
export async function skillsByNames(db: Queryable, names: readonly string[]) {
  if (names.length === 0) return [];
  return db
    .select({ externalId: skills.externalId, value: skills.name })
    .from(skills)
    .where(
      inArray(
        sql`lower(${skills.name})`,
        names.map((name) => name.toLowerCase()),
      ),
    );
}
