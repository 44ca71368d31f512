import { eq } from 'drizzle-orm';
import { audiences, surveyTemplates, vacancies } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';
import type { Actor } from '../../../lib/actor.js';
import { vacanciesWhere } from '../../../lib/scope.js';

/** The ids a campaign stores for the external ids its bodies name; null where none exists. */

export async function audienceIdOf(db: Queryable, externalId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: audiences.id })
    .from(audiences)
    .where(eq(audiences.externalId, externalId));
  return row?.id ?? null;
}

/** A saved audience's filters by id, as stored (the campaign reads them when it is evaluated). */
export async function audienceFiltersOf(db: Queryable, id: number) {
  const [row] = await db
    .select({
      candidateFilters: audiences.candidateFilters,
      applicationFilters: audiences.applicationFilters,
    })
    .from(audiences)
    .where(eq(audiences.id, id));
  return row ?? null;
}

/** A vacancy the actor may see, by external id (a VENDOR's scope would apply; staff see all). */
export async function vacancyIdInScope(
  db: Queryable,
  actor: Actor,
  externalId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(vacanciesWhere(actor, eq(vacancies.externalId, externalId)))
    .limit(1);
  return row?.id ?? null;
}

export async function surveyTemplateIdOf(db: Queryable, externalId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: surveyTemplates.id })
    .from(surveyTemplates)
    .where(eq(surveyTemplates.externalId, externalId));
  return row?.id ?? null;
}
