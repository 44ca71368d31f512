import { and, eq, exists, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { VacancyFilters } from '@talent-desk/shared';
import { businessGroups, users, vacancies, vacancyVendors, vendors } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import { containsPattern } from '../../../lib/like.js';
import { vacanciesWhere, type VacanciesWhere } from '../../../lib/scope.js';

/** The day after a YYYY-MM-DD day, as a date literal: `createdTo` includes its whole day. */
const dayAfter = (day: string) => sql`(${day}::date + 1)`;

/**
 * The list's filters as one WHERE, inside the actor's scope. Search is on title or GLO-R id (partial,
 * case-insensitive: trigram indexes on lower(title) and lower(glo_vacancy_id)).
 */
export type VacancySearch = VacancyFilters & { search?: string | undefined };

export function vacancyListWhere(actor: Actor, query: VacancySearch): VacanciesWhere {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return vacanciesWhere(
    actor,
    pattern
      ? or(
          ilike(sql`lower(${vacancies.title})`, pattern),
          ilike(sql`lower(${vacancies.gloVacancyId})`, pattern),
        )
      : undefined,
    query.statuses.length ? inArray(vacancies.status, query.statuses) : undefined,
    query.types.length ? inArray(vacancies.type, query.types) : undefined,
    query.businessGroupExternalIds.length
      ? inArray(
          vacancies.businessGroupId,
          sql`(select ${businessGroups.id} from ${businessGroups} where ${inArray(businessGroups.externalId, query.businessGroupExternalIds)})`,
        )
      : undefined,
    query.projectNames.length ? inArray(vacancies.projectName, query.projectNames) : undefined,
    query.published === undefined ? undefined : eq(vacancies.publishToExternalApp, query.published),
    query.vendorExternalIds.length ? sharedWithAny(query.vendorExternalIds) : undefined,
    query.createdFrom ? gte(vacancies.createdAt, sql`${query.createdFrom}::date`) : undefined,
    query.createdTo ? lt(vacancies.createdAt, dayAfter(query.createdTo)) : undefined,
    query.createdByExternalIds.length
      ? inArray(
          vacancies.createdByUserId,
          sql`(select ${users.id} from ${users} where ${inArray(users.externalId, query.createdByExternalIds)})`,
        )
      : undefined,
  );
}

function sharedWithAny(vendorExternalIds: string[]): SQL | undefined {
  return exists(
    sql`(select 1 from ${vacancyVendors} join ${vendors} on ${vendors.id} = ${vacancyVendors.vendorId}
         where ${vacancyVendors.vacancyId} = ${vacancies.id} and ${and(inArray(vendors.externalId, vendorExternalIds))})`,
  );
}
