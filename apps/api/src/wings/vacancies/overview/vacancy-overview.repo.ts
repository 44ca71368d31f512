import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  type VacancyOption,
  type VacancyOptionsQuery,
  type VacancyStatus,
  VACANCY_OPTIONS_MAX,
} from '@talent-desk/shared';
import { candidates, candidateVacancies, vacancies } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import { containsPattern } from '../../../lib/like.js';
import type { Queryable } from '../../../lib/queryable.js';
import { candidatesWhere, narrowed, vacanciesWhere } from '../../../lib/scope.js';

/** How many visible vacancies per status, and how many of them are published. */
export async function countByStatus(db: Queryable, actor: Actor) {
  return db
    .select({
      status: vacancies.status,
      n: count(),
      published: sql<number>`count(*) filter (where ${vacancies.publishToExternalApp})::int`,
    })
    .from(vacancies)
    .where(vacanciesWhere(actor))
    .groupBy(vacancies.status) as Promise<{ status: VacancyStatus; n: number; published: number }[]>;
}

/** Candidates still Pending on the visible vacancies (a VENDOR: only its own candidates). */
export async function countPending(db: Queryable, actor: Actor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(candidateVacancies)
    .innerJoin(candidates, eq(candidates.id, candidateVacancies.candidateId))
    .innerJoin(vacancies, eq(vacancies.id, candidateVacancies.vacancyId))
    .where(and(candidatesWhere(actor, eq(candidateVacancies.status, 'PENDING')), vacanciesWhere(actor)));
  return row?.n ?? 0;
}

export async function vacancyOptions(
  db: Queryable,
  actor: Actor,
  query: VacancyOptionsQuery,
): Promise<VacancyOption[]> {
  const pattern = query.search_value ? containsPattern(query.search_value) : undefined;
  return db
    .select({
      externalId: vacancies.externalId,
      title: vacancies.title,
      gloVacancyId: vacancies.gloVacancyId,
      status: vacancies.status,
    })
    .from(vacancies)
    .where(
      narrowed(
        vacanciesWhere(actor),
        query.dropdown_option === 'open_titles' ? eq(vacancies.status, 'OPEN') : undefined,
        pattern
          ? or(
              ilike(sql`lower(${vacancies.title})`, pattern),
              ilike(sql`lower(${vacancies.gloVacancyId})`, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(vacancies.createdAt), desc(vacancies.id))
    .limit(VACANCY_OPTIONS_MAX);
}
