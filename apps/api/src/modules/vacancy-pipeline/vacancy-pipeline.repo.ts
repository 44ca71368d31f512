import { asc, count, desc, eq, ilike, inArray, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import type { VacancyPipelineQuery, VacancyPipelineSortColumn } from '@talent-desk/shared';
import { candidates, candidateVacancies } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { containsPattern } from '../../lib/like.js';
import type { PageWindow } from '../../lib/paging.js';
import type { Queryable } from '../../lib/queryable.js';
import { candidatesWhere, type CandidatesWhere } from '../../lib/scope.js';
import { inIndiaGroupSql } from '../candidate-pipeline/status-change.repo.js';

const isoTime = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The vacancy's assignments the actor may see (a VENDOR: its own vendor's candidates), narrowed by the
 * pipeline's filters. The vacancy itself is checked against the actor's vacancy scope by the service.
 */
export function pipelineWhere(actor: Actor, vacancyId: number, query: VacancyPipelineQuery): CandidatesWhere {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return candidatesWhere(
    actor,
    eq(candidateVacancies.vacancyId, vacancyId),
    ne(candidateVacancies.status, 'NOT_ASSIGNED'),
    query.statuses.length ? inArray(candidateVacancies.status, query.statuses) : undefined,
    pattern
      ? or(
          ilike(sql`lower(${candidates.fullName})`, pattern),
          ilike(sql`lower(${candidates.email})`, pattern),
        )
      : undefined,
  );
}

const SORT = {
  fullName: sql`lower(${candidates.fullName})`,
  status: candidateVacancies.status,
  attachedAt: candidateVacancies.createdAt,
  updatedAt: candidateVacancies.updatedAt,
} satisfies Record<VacancyPipelineSortColumn, unknown>;

/** One page of the pipeline; GLO-R ids only for staff (CAND-DETAIL-04). */
export async function listPipelineRows(
  db: Queryable,
  actor: Actor,
  where: CandidatesWhere,
  sort: { column: VacancyPipelineSortColumn; order: 'asc' | 'desc' },
  window: PageWindow,
) {
  const direction = sort.order === 'asc' ? asc : desc;
  const staff = actor.role !== 'VENDOR';
  return db
    .select({
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
      inIndiaGroup: inIndiaGroupSql,
      preScreeningStatus: candidates.preScreeningStatus,
      locationCompliance: candidates.locationCompliance,
      assessmentStatus: candidates.assessmentStatus,
      backgroundStatus: candidates.backgroundStatus,
      gloCandidateId: staff ? candidates.gloCandidateId : sql<string | null>`null`,
      gloAssignmentId: staff ? candidateVacancies.gloAssignmentId : sql<string | null>`null`,
    })
    .from(candidateVacancies)
    .innerJoin(candidates, eq(candidates.id, candidateVacancies.candidateId))
    .where(where)
    .orderBy(direction(SORT[sort.column]), direction(candidateVacancies.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countPipeline(db: Queryable, where: CandidatesWhere): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(candidateVacancies)
    .innerJoin(candidates, eq(candidates.id, candidateVacancies.candidateId))
    .where(where);
  return row?.n ?? 0;
}
