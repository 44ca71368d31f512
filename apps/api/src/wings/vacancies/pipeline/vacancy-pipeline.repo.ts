import { asc, count, desc, eq, ilike, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { VacancyPipelineQuery, VacancyPipelineSortColumn } from '@talent-desk/shared';
import { candidates, candidateVacancies } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import { containsPattern } from '../../../lib/like.js';
import type { PageWindow } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import {
  assignmentScope,
  assignmentsWhere,
  candidatesWhere,
  type AssignmentsWhere,
  type CandidatesWhere,
} from '../../../lib/scope.js';
import { inIndiaGroupSql } from '../../candidates/index.js';

const isoTime = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The vacancy's visible assignments narrowed by the pipeline's status filter (no candidate column). */
function assignmentConditions(vacancyId: number, query: VacancyPipelineQuery): SQL[] {
  return [
    eq(candidateVacancies.vacancyId, vacancyId),
    ne(candidateVacancies.status, 'NOT_ASSIGNED'),
    ...(query.statuses.length ? [inArray(candidateVacancies.status, query.statuses)] : []),
  ];
}

/**
 * The vacancy's assignments the actor may see (a VENDOR: its own vendor's candidates), narrowed by the
 * pipeline's filters. The vacancy itself is checked against the actor's vacancy scope by the service.
 * A VENDOR's own assignments are also named by their copy of the vendor (assignmentScope), so the
 * (vacancy_id, created_at) walk skips the other vendors' rows without reading their candidates.
 */
export function pipelineWhere(actor: Actor, vacancyId: number, query: VacancyPipelineQuery): CandidatesWhere {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return candidatesWhere(
    actor,
    assignmentScope(actor),
    ...assignmentConditions(vacancyId, query),
    pattern
      ? or(
          ilike(sql`lower(${candidates.fullName})`, pattern),
          ilike(sql`lower(${candidates.email})`, pattern),
        )
      : undefined,
  );
}

/**
 * The same assignments when the pipeline has no search (no candidate column to test): its count reads
 * the (vacancy_id, vendor_id, status) index alone instead of joining a candidate per assignment
 * (400 ms for a vacancy with 60,000 candidates). Undefined when a search needs the candidates.
 */
export function pipelineAssignmentsWhere(
  actor: Actor,
  vacancyId: number,
  query: VacancyPipelineQuery,
): AssignmentsWhere | undefined {
  return query.search ? undefined : assignmentsWhere(actor, ...assignmentConditions(vacancyId, query));
}

const SORT = {
  fullName: sql`lower(${candidates.fullName})`,
  status: candidateVacancies.status,
  attachedAt: candidateVacancies.createdAt,
  updatedAt: candidateVacancies.updatedAt,
} satisfies Record<VacancyPipelineSortColumn, unknown>;

/** The columns of a pipeline row every role sees. */
const ROW_COLUMNS = {
  candidateExternalId: candidates.externalId,
  fullName: candidates.fullName,
  email: candidates.email,
  phone: candidates.phone,
  country: candidates.country,
  state: candidates.state,
  city: candidates.city,
  source: candidates.source,
  sourceName: candidates.sourceName,
  status: candidateVacancies.status,
  attachedAt: isoTime(candidateVacancies.createdAt),
  updatedAt: isoTime(candidateVacancies.updatedAt),
  preScreeningStatus: candidates.preScreeningStatus,
  locationCompliance: candidates.locationCompliance,
  assessmentStatus: candidates.assessmentStatus,
  backgroundStatus: candidates.backgroundStatus,
};

/**
 * What only staff read (docs/decisions.md): the GLO-R ids (CAND-DETAIL-04), and the India group flag of
 * the status menu, which counts every vacancy of the candidate, those a VENDOR may not see included.
 */
const STAFF_COLUMNS = {
  inIndiaGroup: inIndiaGroupSql,
  gloCandidateId: candidates.gloCandidateId,
  gloAssignmentId: candidateVacancies.gloAssignmentId,
};

/** One page of the pipeline: a VENDOR's rows are read without the staff columns. */
export async function listPipelineRows(
  db: Queryable,
  actor: Actor,
  where: CandidatesWhere,
  sort: { column: VacancyPipelineSortColumn; order: 'asc' | 'desc' },
  window: PageWindow,
) {
  const direction = sort.order === 'asc' ? asc : desc;
  const columns: typeof ROW_COLUMNS & Partial<typeof STAFF_COLUMNS> =
    actor.role === 'VENDOR' ? ROW_COLUMNS : { ...ROW_COLUMNS, ...STAFF_COLUMNS };
  return db
    .select(columns)
    .from(candidateVacancies)
    .innerJoin(candidates, eq(candidates.id, candidateVacancies.candidateId))
    .where(where)
    .orderBy(direction(SORT[sort.column]), direction(candidateVacancies.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** The number of rows of pipelineWhere, from the assignments alone when no search needs the candidates. */
export async function countPipeline(
  db: Queryable,
  where: CandidatesWhere,
  assignments: AssignmentsWhere | undefined,
): Promise<number> {
  const query = assignments
    ? db.select({ n: count() }).from(candidateVacancies).where(assignments)
    : db
        .select({ n: count() })
        .from(candidateVacancies)
        .innerJoin(candidates, eq(candidates.id, candidateVacancies.candidateId))
        .where(where);
  const [row] = await query;
  return row?.n ?? 0;
}
