import { sql, type SQL } from 'drizzle-orm';
import { candidates, candidateVacancies, vacancies, vacancyVendors } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';

/**
 * The counts of a vacancy row, as correlated subqueries on the (vacancy_id, ...) indexes. A VENDOR
 * counts only what it may see: its own candidates, and its own vendor among those shared with.
 */
export function vacancyCounts(actor: Actor): {
  vendorCount: SQL<number>;
  candidatesCount: SQL<number>;
  newCandidatesCount: SQL<number>;
} {
  const vendorOnly = actor.role === 'VENDOR';
  const ownVendor = actor.vendorId ?? -1;
  const candidateFilter = vendorOnly
    ? sql` and exists (select 1 from ${candidates} where ${candidates.id} = ${candidateVacancies.candidateId} and ${candidates.vendorId} = ${ownVendor})`
    : sql``;
  const vendorFilter = vendorOnly ? sql` and ${vacancyVendors.vendorId} = ${ownVendor}` : sql``;
  const assignments = (extra: SQL) =>
    sql<number>`(select count(*)::int from ${candidateVacancies} where ${candidateVacancies.vacancyId} = ${vacancies.id}${extra}${candidateFilter})`;
  return {
    vendorCount: sql<number>`(select count(*)::int from ${vacancyVendors} where ${vacancyVendors.vacancyId} = ${vacancies.id}${vendorFilter})`,
    candidatesCount: assignments(sql``),
    newCandidatesCount: assignments(sql` and ${candidateVacancies.status} = 'PENDING'`),
  };
}
