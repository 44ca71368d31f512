import { inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { CandidateFilters, CandidateSort } from '@talent-desk/shared';
import { candidates } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import { candidatesWhere, narrowed, type CandidatesWhere } from '../../../lib/scope.js';
import { candidateListWhere } from '../list/candidate-filter-sql.js';
import { candidateOrderBy, countCandidates } from '../list/candidate-list.repo.js';
import { loadAssignments, statusSeenBy } from '../core/candidate-relations.repo.js';

/** Rows read per query: memory stays flat however large the export. */
export const EXPORT_BATCH_SIZE = 1000;

export type ExportSelection =
  { candidateExternalIds: readonly string[] } | { filters: CandidateFilters; search?: string | undefined };

/** The WHERE of an export: the selection or the list's filters, always ANDed with the actor's scope. */
export function exportWhere(actor: Actor, selection: ExportSelection): CandidatesWhere {
  return 'filters' in selection
    ? candidateListWhere(actor, { ...selection.filters, search: selection.search })
    : candidatesWhere(actor, inArray(candidates.externalId, [...selection.candidateExternalIds]));
}

/** The linkedin format lists only candidates that have a LinkedIn URL. */
export function withLinkedinUrl(where: CandidatesWhere): CandidatesWhere {
  return narrowed(where, isNotNull(candidates.linkedinUrl), ne(candidates.linkedinUrl, ''));
}

export const countExportRows = countCandidates;

const skillNames = sql<string | null>`(
  select string_agg(s.name, ', ' order by cs.is_primary desc, s.name)
  from candidate_skills cs join skills s on s.id = cs.skill_id
  where cs.candidate_id = "candidates"."id"
)`;

const exportColumns = {
  id: candidates.id,
  fullName: candidates.fullName,
  email: candidates.email,
  phone: candidates.phone,
  linkedinUrl: candidates.linkedinUrl,
  country: candidates.country,
  state: candidates.state,
  city: candidates.city,
  source: candidates.source,
  sourceName: candidates.sourceName,
  status: candidates.status,
  yearsOfExperience: candidates.yearsOfExperience,
  educationalQualification: candidates.educationalQualification,
  assessmentStatus: candidates.assessmentStatus,
  backgroundStatus: candidates.backgroundStatus,
  backgroundStatusUpdatedAt: candidates.backgroundStatusUpdatedAt,
  skills: skillNames,
  createdAt: candidates.createdAt,
};

export type ExportRow = Awaited<ReturnType<typeof exportRowsByIds>>[number];

/**
 * The ids an export will write, in the list's order (the same ORDER BY as the list page), at most
 * `limit` of them. One short index-ordered query: the export then needs no long transaction.
 */
export async function exportIds(
  q: Queryable,
  where: CandidatesWhere,
  sort: CandidateSort,
  limit: number,
): Promise<number[]> {
  const rows = await q
    .select({ id: candidates.id })
    .from(candidates)
    .where(where)
    .orderBy(...candidateOrderBy(sort))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * The export columns of the given ids, in the order of `ids`, still within the actor's scope (a row that
 * left it, or was deleted, since the ids were taken is left out rather than shown).
 */
export async function exportRowsByIds(q: Queryable, actor: Actor, ids: readonly number[]) {
  const rows = await q
    .select(exportColumns)
    .from(candidates)
    .where(candidatesWhere(actor, inArray(candidates.id, [...ids])));
  // A VENDOR's status is the one among the vacancies it sees, as on the list and the details page.
  const seen = actor.role === 'VENDOR' ? await loadAssignments(q, actor, ids) : undefined;
  const byId = new Map(
    rows.map((r) => [r.id, seen ? { ...r, status: statusSeenBy(r.status, seen.get(r.id) ?? []) } : r]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The rows of `ids`, EXPORT_BATCH_SIZE at a time: each batch is one primary-key query, so the connection
 * is free between batches and a slow download never holds the database (the embedded one has a single
 * connection shared by every request).
 */
export async function* exportRowBatches(
  q: Queryable,
  actor: Actor,
  ids: readonly number[],
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ExportRow[]> {
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = await exportRowsByIds(q, actor, ids.slice(start, start + batchSize));
    if (batch.length > 0) yield batch;
  }
}
