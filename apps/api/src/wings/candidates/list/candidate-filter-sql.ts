import { eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CandidateFilters } from '@talent-desk/shared';
import { candidates, vacancies } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import { containsPattern } from '../../../lib/like.js';
import { candidatesWhere, vacancyScope, vendorCopyScope, type CandidatesWhere } from '../../../lib/scope.js';
import { applicationFilterConditions, type ApplicationQueryFilters } from './application-filter-sql.js';

/**
 * The WHERE clause of every filtered candidate query (list, count, export, audiences): VENDOR scope
 * AND each filter that is set. Within one filter the values are alternatives (OR); filters combine
 * with AND. Each condition is plannable by an index of db/schema/candidates.ts:
 * - names/search: lower(full_name) LIKE '%..%' -> GIN trigram index candidates_full_name_trgm;
 * - scalar columns: IN (...) -> the column's btree index (bitmap-AND'ed by the planner);
 * - languages, skills: EXISTS on the junction -> candidate_{languages,skills}_*_idx (semi join);
 * - per-vacancy statuses: candidate_vacancies_status_idx (status, candidate_id); NOT_ASSIGNED is
 *   candidates.status through candidates_status_idx;
 * - application filters (application-filter-sql.ts): notice period and expected rate by their partial
 *   indexes; the yes/no answers and the e-mail consent filter rows read through another index.
 */
export type CandidateQueryFilters = Partial<CandidateFilters> &
  ApplicationQueryFilters & { search?: string | undefined };

const lowerFullName = sql`lower(${candidates.fullName})`;

function nameContains(names: readonly string[]): SQL | undefined {
  return or(...names.map((name) => sql`${lowerFullName} like ${containsPattern(name)}`));
}

function inList<T extends string>(column: Parameters<typeof inArray>[0], values: readonly T[] | undefined) {
  return values && values.length > 0 ? inArray(column, [...values]) : undefined;
}

function junctionExists(
  junction: 'candidate_languages' | 'candidate_skills',
  reference: 'languages' | 'skills',
  foreignKey: 'language_id' | 'skill_id',
  externalIds: readonly string[],
): SQL {
  return sql`exists (select 1 from ${sql.identifier(junction)} j join ${sql.identifier(reference)} r on r.id = j.${sql.identifier(foreignKey)} where j.candidate_id = ${candidates.id} and r.external_id = any(${sql.param([...externalIds])}::uuid[]))`;
}

/**
 * statuses: any assignment in one of them; NOT_ASSIGNED means no assignment at all. A VENDOR's count
 * only the assignments to vacancies in its scope (the others are invisible to it everywhere).
 */
function statusCondition(actor: Actor, statuses: readonly string[]): SQL | undefined {
  const vacancyStatuses = statuses.filter((s) => s !== 'NOT_ASSIGNED');
  const unassigned = statuses.includes('NOT_ASSIGNED');
  const scope = vacancyScope(actor);
  const visible = scope
    ? sql` and exists (select 1 from ${vacancies} where ${vacancies.id} = cv.vacancy_id and ${scope})`
    : sql``;
  // A VENDOR's own candidates' assignments carry its vendor (migration 0024): the (vacancy, vendor,
  // status, candidate) index answers them alone, instead of every assignment in those statuses (226 ->
  // 37 ms for a capped count on a million candidates). The candidate scope still applies outside.
  const ownCopy = vendorCopyScope(actor, sql`cv.vendor_id`);
  const ownAssignments = ownCopy ? sql` and ${ownCopy}` : sql``;
  // One status as an equality: the (status, candidate_id) index then yields candidate ids in order and
  // the planner merges them with a candidate index (the dashboard's review block 40 -> 22 ms); = ANY
  // gives no order on PostgreSQL 15, so the planner hashed every assignment in that status.
  const inStatuses =
    vacancyStatuses.length === 1
      ? sql`cv.status = ${vacancyStatuses[0]}::candidate_status`
      : sql`cv.status = any(${sql.param(vacancyStatuses)}::candidate_status[])`;
  const assigned =
    vacancyStatuses.length > 0
      ? sql`${candidates.id} in (select cv.candidate_id from candidate_vacancies cv where ${inStatuses}${ownAssignments}${visible})`
      : undefined;
  // No assignment at all is exactly candidates.status = NOT_ASSIGNED (kept in one place by the pipeline's
  // refreshCandidateStatus): the status index serves it, where an anti join read every candidate (bench).
  // For a VENDOR: no assignment it can see.
  const none = !unassigned
    ? undefined
    : scope
      ? sql`not exists (select 1 from candidate_vacancies cv where cv.candidate_id = ${candidates.id}${visible})`
      : eq(candidates.status, 'NOT_ASSIGNED');
  return or(assigned, none);
}

/** assessmentStatuses: the keys, and PENDING for "no status yet" (ENUM-07). */
function assessmentCondition(values: readonly string[]): SQL | undefined {
  const keys = values.filter((v) => v !== 'PENDING') as (typeof candidates.assessmentStatus._.data)[];
  return or(
    keys.length > 0 ? inArray(candidates.assessmentStatus, keys) : undefined,
    values.includes('PENDING') ? isNull(candidates.assessmentStatus) : undefined,
  );
}

/** Every set filter as a condition; the actor's scope decides which assignments the status filter sees. */
function candidateFilterConditions(actor: Actor, filters: CandidateQueryFilters): SQL[] {
  const f = filters;
  const conditions: (SQL | undefined)[] = [
    f.search ? nameContains([f.search]) : undefined,
    f.names?.length ? nameContains(f.names) : undefined,
    inList(candidates.country, f.countries),
    inList(candidates.state, f.states),
    inList(candidates.city, f.cities),
    f.compliance === undefined ? undefined : eq(candidates.locationCompliance, f.compliance),
    inList(candidates.source, f.sources),
    inList(candidates.sourceName, f.sourceNames),
    inList(candidates.yearsOfExperience, f.yearsOfExperience),
    inList(candidates.educationalQualification, f.educationalQualifications),
    f.languageExternalIds?.length
      ? junctionExists('candidate_languages', 'languages', 'language_id', f.languageExternalIds)
      : undefined,
    f.skillExternalIds?.length
      ? junctionExists('candidate_skills', 'skills', 'skill_id', f.skillExternalIds)
      : undefined,
    f.statuses?.length ? statusCondition(actor, f.statuses) : undefined,
    f.assessmentStatuses?.length ? assessmentCondition(f.assessmentStatuses) : undefined,
    inList(candidates.backgroundStatus, f.backgroundStatuses),
    inList(candidates.preScreeningStatus, f.preScreeningStatuses),
    inList(candidates.testStatus, f.testStatuses),
    ...applicationFilterConditions(f),
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/** The actor's scope AND every set filter: THE where clause of filtered candidate reads. */
export function candidateListWhere(actor: Actor, filters: CandidateQueryFilters): CandidatesWhere {
  return candidatesWhere(actor, ...candidateFilterConditions(actor, filters));
}
