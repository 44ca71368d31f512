import { sql, type SQL } from 'drizzle-orm';
import { candidateVacancies, vacancies, vacancyVendors } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { assignmentScope } from '../../lib/scope.js';

/**
 * The counts of a vacancy row, as correlated subqueries on the (vacancy_id, ...) indexes. Columns are
 * table-qualified by hand: drizzle writes bare column names in a query without joins. A VENDOR
 * counts only what it may see: its own candidates, and its own vendor among those shared with.
 */
export function vacancyCounts(actor: Actor): {
  vendorCount: SQL<number>;
  candidatesCount: SQL<number>;
  newCandidatesCount: SQL<number>;
} {
  const vendorOnly = actor.role === 'VENDOR';
  const ownVendor = actor.vendorId ?? -1;
  // The assignment's copy of its candidate's vendor (migration 0024): one range of the
  // (vacancy_id, vendor_id, status) index, not a probe of the candidate behind every assignment.
  const ownAssignments = assignmentScope(actor);
  const candidateFilter = ownAssignments ? sql` and ${ownAssignments}` : sql``;
  const vendorFilter = vendorOnly ? sql` and ${vacancyVendors}.vendor_id = ${ownVendor}` : sql``;
  const assignments = (extra: SQL) =>
    sql<number>`(select count(*)::int from ${candidateVacancies} where ${candidateVacancies}.vacancy_id = ${vacancies}.id${extra}${candidateFilter})`;
  return {
    vendorCount: sql<number>`(select count(*)::int from ${vacancyVendors} where ${vacancyVendors}.vacancy_id = ${vacancies}.id${vendorFilter})`,
    candidatesCount: assignments(sql``),
    newCandidatesCount: assignments(sql` and ${candidateVacancies}.status = 'PENDING'`),
  };
}
