import {
  lastPage,
  toPaged,
  vendorCandidateListResponseSchema,
  type CandidateListPage,
  type CandidateListQuery,
} from '@talent-desk/shared';
import type { Actor } from '../../../lib/actor.js';
import { pageWindow } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import { candidateListWhere } from './candidate-filter-sql.js';
import { candidatePageIds, candidateRowsByIds } from './candidate-list.repo.js';
import { listedStatusesOf } from './listed-statuses.js';
import {
  loadAssignments,
  loadSkills,
  statusItemsSeenBy,
  statusSeenBy,
} from '../core/candidate-relations.repo.js';

/**
 * GET /api/candidates: one page of the actor's candidates matching the filters (CAND-LIST-*, LIST-*);
 * the total is exact up to EXACT_TOTAL_CAP matches (`totalIsExact`). A VENDOR's page is read through
 * its own schema: only what it may see (docs/decisions.md).
 */
export async function listCandidates(
  db: Queryable,
  actor: Actor,
  query: CandidateListQuery,
): Promise<CandidateListPage> {
  const where = candidateListWhere(actor, query);
  const sort = { column: query.column, order: query.order };
  let window = pageWindow(query);
  let { ids, total, exact } = await candidatePageIds(db, where, sort, window);
  // LIST-04: a page past the last page is clamped to the last page (read again only in that case).
  if (ids.length === 0 && window.page > lastPage(total, window.size)) {
    window = pageWindow({ page: lastPage(total, window.size), size: window.size });
    ({ ids, total, exact } = await candidatePageIds(db, where, sort, window));
  }
  const [rows, skills, assignments] = await Promise.all([
    candidateRowsByIds(db, ids),
    loadSkills(db, ids),
    loadAssignments(db, actor, ids),
  ]);
  const content = rows.map((row) => {
    const seen = assignments.get(row.id) ?? [];
    return {
      externalId: row.externalId,
      fullName: row.fullName,
      email: row.email,
      country: row.country,
      state: row.state,
      city: row.city,
      locationCompliance: row.locationCompliance,
      status: statusSeenBy(row.status, seen),
      source: row.source,
      primaryCandidateSkills: skills.get(row.id)?.primary ?? [],
      secondaryCandidateSkills: skills.get(row.id)?.secondary ?? [],
      candidateStatuses: statusItemsSeenBy(actor, seen),
      listedStatuses: listedStatusesOf(seen, query.statuses),
      assessmentStatus: row.assessmentStatus,
      backgroundStatus: row.backgroundStatus,
      createdAt: row.createdAt.toISOString(),
    };
  });
  const page = { ...toPaged(content, total, window.page, window.size), totalIsExact: exact };
  return actor.role === 'VENDOR' ? vendorCandidateListResponseSchema.parse(page) : page;
}
