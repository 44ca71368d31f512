import { and, asc, gt, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { CandidateFilters } from '@talent-desk/shared';
import { candidates } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import type { Queryable } from '../../lib/queryable.js';
import { candidateScope } from '../../lib/scope.js';
import { candidateListWhere } from '../candidates/candidate-filter-sql.js';
import { countCandidates } from '../candidates/candidate-list.repo.js';

/** Rows read per query: memory stays flat however large the export. */
export const EXPORT_BATCH_SIZE = 1000;

export type ExportSelection = { candidateExternalIds: readonly string[] } | { filters: CandidateFilters };

/** The WHERE of an export: the selection or the list's filters, always ANDed with the actor's scope. */
export function exportWhere(actor: Actor, selection: ExportSelection): SQL | undefined {
  return 'filters' in selection
    ? candidateListWhere(actor, selection.filters)
    : and(candidateScope(actor), inArray(candidates.externalId, [...selection.candidateExternalIds]));
}

/** The linkedin format lists only candidates that have a LinkedIn URL. */
export function withLinkedinUrl(where: SQL | undefined): SQL | undefined {
  return and(where, isNotNull(candidates.linkedinUrl), ne(candidates.linkedinUrl, ''));
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

export type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];

/** One batch after `afterId` in id order (keyset: each batch is an index range scan, never an offset). */
export async function exportBatch(
  q: Queryable,
  where: SQL | undefined,
  afterId: number,
  limit = EXPORT_BATCH_SIZE,
) {
  return q
    .select(exportColumns)
    .from(candidates)
    .where(and(where, gt(candidates.id, afterId)))
    .orderBy(asc(candidates.id))
    .limit(limit);
}

/** Every matching row, batch by batch. */
export async function* exportRows(q: Queryable, where: SQL | undefined): AsyncGenerator<ExportRow[]> {
  let afterId = 0;
  for (;;) {
    const batch = await exportBatch(q, where, afterId);
    if (batch.length === 0) return;
    yield batch;
    const last = batch.at(-1);
    if (!last || batch.length < EXPORT_BATCH_SIZE) return;
    afterId = last.id;
  }
}
