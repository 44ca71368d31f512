import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { VendorVacancyQuery, VendorVacancyRow } from '@talent-desk/shared';
import {
  businessGroups,
  candidateVacancies,
  candidates,
  vacancies,
  vacancyVendors,
} from '../../../db/schema/index.js';
import type { PageWindow } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';

const SORT = {
  title: sql`lower(${vacancies.title})`,
  gloVacancyId: vacancies.gloVacancyId,
  status: vacancies.status,
  createdAt: vacancies.createdAt,
} as const;

/**
 * Candidates of the vendor on the vacancy (all, or those in one status).
 * @scope the vendor's own candidates: `candidates.vendor_id` is the vendor of the page.
 */
const vendorCandidates = (vendorId: number, status?: 'PENDING') =>
  sql<number>`(select count(*)::int from ${candidateVacancies} join ${candidates} on ${candidates.id} = ${candidateVacancies.candidateId}
    where ${candidateVacancies.vacancyId} = ${vacancies.id} and ${candidates.vendorId} = ${vendorId}
    ${status ? sql`and ${candidateVacancies.status} = ${status}` : sql``})`;

/**
 * VEND-07..09: the vacancies shared with a vendor (every status: the staff see what was shared), with
 * the vendor's own candidates on each.
 * @scope staff only (vendors:read): the vendor is chosen by the staff member, not by the actor.
 */
export async function vendorVacancyRows(
  db: Queryable,
  vendorId: number,
  query: VendorVacancyQuery,
  window: PageWindow,
): Promise<VendorVacancyRow[]> {
  const direction = query.order === 'asc' ? asc : desc;
  return db
    .select({
      externalId: vacancies.externalId,
      gloVacancyId: vacancies.gloVacancyId,
      title: vacancies.title,
      status: vacancies.status,
      businessGroups: sql<
        string[]
      >`case when ${businessGroups.name} is null then '{}'::text[] else array[${businessGroups.name}] end`,
      projectName: vacancies.projectName,
      candidatesCount: vendorCandidates(vendorId),
      newCandidatesCount: vendorCandidates(vendorId, 'PENDING'),
      createdAt: sql<string>`to_char(${vacancies.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(vacancyVendors)
    .innerJoin(vacancies, eq(vacancies.id, vacancyVendors.vacancyId))
    .leftJoin(businessGroups, eq(businessGroups.id, vacancies.businessGroupId))
    .where(eq(vacancyVendors.vendorId, vendorId))
    .orderBy(direction(SORT[query.column]), direction(vacancies.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** @scope staff only, as vendorVacancyRows. */
export async function countVendorVacancies(db: Queryable, vendorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vacancyVendors)
    .where(eq(vacancyVendors.vendorId, vendorId));
  return row?.n ?? 0;
}
