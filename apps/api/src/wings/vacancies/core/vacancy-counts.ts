import { sql, type SQL } from 'drizzle-orm';
import { vacancies, vacancyAssignmentCounts, vacancyVendors } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import { vendorCopyScope } from '../../../lib/scope.js';

/**
 * The counts of a vacancy row, as correlated subqueries. Candidates are added up from the vacancy's
 * counter rows (vacancy_assignment_counts, kept by triggers: a few rows per vacancy, where counting the
 * assignments read tens of thousands of index entries per vacancy on a million candidates). Columns are
 * table-qualified by hand: drizzle writes bare column names in a query without joins. A VENDOR counts
 * only what it may see: its own candidates (the counters' copy of the candidate's vendor,
 * vendorCopyScope), and its own vendor among those shared with.
 */
export function vacancyCounts(actor: Actor): {
  vendorCount: SQL<number>;
  candidatesCount: SQL<number>;
  newCandidatesCount: SQL<number>;
} {
  const vendorOnly = actor.role === 'VENDOR';
  const ownVendor = actor.vendorId ?? -1;
  const counters = vacancyAssignmentCounts;
  const ownCounters = vendorCopyScope(actor, sql`${counters}.vendor_id`);
  const ownCandidates = ownCounters ? sql` and ${ownCounters}` : sql``;
  const vendorFilter = vendorOnly ? sql` and ${vacancyVendors}.vendor_id = ${ownVendor}` : sql``;
  const assignments = (extra: SQL) =>
    sql<number>`(select coalesce(sum(${counters}.assignments), 0)::int from ${counters} where ${counters}.vacancy_id = ${vacancies}.id${extra}${ownCandidates})`;
  return {
    vendorCount: sql<number>`(select count(*)::int from ${vacancyVendors} where ${vacancyVendors}.vacancy_id = ${vacancies}.id${vendorFilter})`,
    candidatesCount: assignments(sql``),
    newCandidatesCount: assignments(sql` and ${counters}.status = 'PENDING'`),
  };
}
