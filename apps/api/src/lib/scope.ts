import { and, eq, exists, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { candidates, candidateVacancies, users, vacancies, vacancyVendors } from '../db/schema/index.js';
import type { Actor } from './actor.js';

/**
 * THE VENDOR scope (docs/architecture.md §3, CAND-LIST-01), one function per kind.
 * Every repository read of candidates, vacancies, their assignments, history or files takes the acting user
 * (or a where clause built from it, typed below), and lib/scope-guard.test.ts fails on a repository function
 * that reads those tables without one: a new endpoint cannot forget the scope.
 */

/** Vacancy statuses a VENDOR still sees on vacancies shared with it (docs/architecture.md §3). */
const VENDOR_VISIBLE_VACANCY_STATUSES = ['OPEN', 'ON_HOLD'] as const;

/** Candidates the actor may read: a VENDOR only those its vendor submitted; `undefined` is no limit. */
export function candidateScope(actor: Actor): SQL | undefined {
  if (actor.role !== 'VENDOR') return undefined;
  // A VENDOR user without a vendor sees nothing rather than everything.
  return actor.vendorId === null ? sql`false` : eq(candidates.vendorId, actor.vendorId);
}

/**
 * Rows that carry a copy of their candidate's vendor (kept by triggers: candidate_vacancies.vendor_id,
 * migration 0024, and the counters of vacancy_assignment_counts, 0026) that the actor may see: a VENDOR
 * those of its own vendor, the same candidates as candidateScope. `vendorColumn` names the copy, as a
 * column or, inside a subquery with an alias, as SQL (`cv.vendor_id`).
 */
export function vendorCopyScope(actor: Actor, vendorColumn: SQL | AnyColumn): SQL | undefined {
  if (actor.role !== 'VENDOR') return undefined;
  return actor.vendorId === null ? sql`false` : sql`${vendorColumn} = ${actor.vendorId}`;
}

/**
 * Assignments (candidate_vacancies rows) the actor may count without reading their candidates: a count
 * per vacancy is then one index range.
 */
export function assignmentScope(actor: Actor): SQL | undefined {
  return vendorCopyScope(actor, candidateVacancies.vendorId);
}

/** Vacancies the actor may read: a VENDOR those shared with its vendor and still OPEN or ON_HOLD. */
export function vacancyScope(actor: Actor): SQL | undefined {
  if (actor.role !== 'VENDOR') return undefined;
  if (actor.vendorId === null) return sql`false`;
  return and(
    inArray(vacancies.status, [...VENDOR_VISIBLE_VACANCY_STATUSES]),
    exists(
      sql`(select 1 from ${vacancyVendors} where ${vacancyVendors.vacancyId} = ${vacancies.id} and ${vacancyVendors.vendorId} = ${actor.vendorId})`,
    ),
  );
}

/**
 * Users whose names the actor may read (who changed a status, ...): a VENDOR sees the names of its own
 * vendor's users only, never those of the recruiting staff (ADMIN, TAG) (decisions.md, API).
 */
export function userNameScope(actor: Actor): SQL | undefined {
  if (actor.role !== 'VENDOR') return undefined;
  return actor.vendorId === null ? sql`false` : eq(users.vendorId, actor.vendorId);
}

declare const scopedKind: unique symbol;
/** A WHERE clause that already holds the actor's scope for `Kind`; made only by the functions below. */
type ScopedKind = 'candidates' | 'vacancies' | 'assignments';
export type Scoped<Kind extends ScopedKind> = SQL & { readonly [scopedKind]: Kind };
export type CandidatesWhere = Scoped<'candidates'>;
export type VacanciesWhere = Scoped<'vacancies'>;
export type AssignmentsWhere = Scoped<'assignments'>;

function scoped<Kind extends ScopedKind>(
  scope: SQL | undefined,
  conditions: readonly (SQL | undefined)[],
): Scoped<Kind> {
  // The brand is the point: only this module turns a condition into a scoped one.
  return (and(scope, ...conditions) ?? sql`true`) as Scoped<Kind>;
}

/** The actor's candidate scope AND the conditions: what repository reads of candidates require. */
export function candidatesWhere(actor: Actor, ...conditions: (SQL | undefined)[]): CandidatesWhere {
  return scoped<'candidates'>(candidateScope(actor), conditions);
}

/** The actor's assignment scope AND the conditions: counts of candidate_vacancies without their candidates. */
export function assignmentsWhere(actor: Actor, ...conditions: (SQL | undefined)[]): AssignmentsWhere {
  return scoped<'assignments'>(assignmentScope(actor), conditions);
}

/** The actor's vacancy scope AND the conditions: what repository reads of vacancies require. */
export function vacanciesWhere(actor: Actor, ...conditions: (SQL | undefined)[]): VacanciesWhere {
  return scoped<'vacancies'>(vacancyScope(actor), conditions);
}

/** More conditions on an already scoped clause (AND only narrows, so it stays scoped). */
export function narrowed<Kind extends ScopedKind>(
  where: Scoped<Kind>,
  ...conditions: (SQL | undefined)[]
): Scoped<Kind> {
  return scoped<Kind>(where, conditions);
}
