import { asc, count, desc } from 'drizzle-orm';
import type pg from 'pg';
import {
  candidateListQuerySchema,
  candidateListQueryToQueryPairs,
  toQueryString,
  type CandidateListQuery,
} from '@talent-desk/shared';
import type { Db } from '../db/client.js';
import { candidates } from '../db/schema/index.js';
import type { Actor } from '../lib/actor.js';
import { candidateListWhere, cappedCountQuery, DEEP_OFFSET } from '../wings/candidates/index.js';

/** One list request of the benchmark: its query string and the same work as raw SQL through pg. */
export type ListCase = { key: string; label: string; goalMs: number; query: CandidateListQuery; url: string };

/** The list's URL for query-string input, as the web builds it (defaults filled in by the schema). */
export function candidateListUrl(input: Record<string, unknown>): string {
  return `/api/candidates?${toQueryString(candidateListQueryToQueryPairs(candidateListQuerySchema.parse(input)))}`;
}

function listCase(key: string, label: string, goalMs: number, input: Record<string, unknown>): ListCase {
  return { key, label, goalMs, query: candidateListQuerySchema.parse(input), url: candidateListUrl(input) };
}

/** (a) first pages with three filters and a sort, (b) deep pages (page 2000 of 50: offset 99,950). */
export const LIST_CASES: readonly ListCase[] = [
  listCase('first-usa-vendor-bgc', 'first page: USA + VENDOR + READY_FOR_BGC, newest first', 50, {
    page: '1',
    size: '50',
    column: 'createdAt',
    order: 'desc',
    countries: 'USA',
    sources: 'VENDOR',
    backgroundStatuses: 'READY_FOR_BGC',
  }),
  listCase('first-india-shortlisted-name', 'first page: India + DIRECT_SEARCH + SHORTLISTED, by name', 50, {
    page: '1',
    size: '50',
    column: 'fullName',
    order: 'asc',
    countries: 'India',
    sources: 'DIRECT_SEARCH',
    statuses: 'SHORTLISTED',
  }),
  listCase('first-compliant-exp-assessment', 'first page: compliant + 5-10 yrs + COMPLETED, by country', 50, {
    page: '1',
    size: '50',
    column: 'country',
    order: 'asc',
    compliance: 'true',
    yearsOfExperience: 'FIVE_TO_TEN',
    assessmentStatuses: 'COMPLETED',
  }),
  listCase('deep-all', 'deep page 2000 x 50, no filter, newest first', 100, {
    page: '2000',
    size: '50',
    column: 'createdAt',
    order: 'desc',
  }),
  listCase('deep-india', 'deep page 2000 x 50: India, by name', 100, {
    page: '2000',
    size: '50',
    column: 'fullName',
    order: 'asc',
    countries: 'India',
  }),
];

/**
 * The audience preview (AUD-09..12) is the candidate list itself with the preview's page size (15, AUD-10)
 * and only candidates who accept e-mail (AUD-11): the same three-filter mixes as the first-page list
 * cases, so the two are measured side by side.
 */
const PREVIEW = { page: '1', size: '15', enableEmailNotification: 'true' } as const;
export const AUDIENCE_PREVIEW_CASES: readonly ListCase[] = [
  listCase('preview-usa-vendor-bgc', 'audience preview: USA + VENDOR + READY_FOR_BGC', 50, {
    ...PREVIEW,
    countries: 'USA',
    sources: 'VENDOR',
    backgroundStatuses: 'READY_FOR_BGC',
  }),
  listCase('preview-india-shortlisted', 'audience preview: India + DIRECT_SEARCH + SHORTLISTED', 50, {
    ...PREVIEW,
    countries: 'India',
    sources: 'DIRECT_SEARCH',
    statuses: 'SHORTLISTED',
  }),
  listCase('preview-compliant-exp-assessment', 'audience preview: compliant + 5-10 yrs + COMPLETED', 50, {
    ...PREVIEW,
    compliance: 'true',
    yearsOfExperience: 'FIVE_TO_TEN',
    assessmentStatuses: 'COMPLETED',
  }),
];

const SORT_COLUMNS = {
  fullName: candidates.fullName,
  createdAt: candidates.createdAt,
  country: candidates.country,
  city: candidates.city,
  source: candidates.source,
  yearsOfExperience: candidates.yearsOfExperience,
  assessmentStatus: candidates.assessmentStatus,
  backgroundStatus: candidates.backgroundStatus,
} as const;

/** The page-ids and count statements of a list query, built with the list's own WHERE builder. */
export function listStatements(db: Db, actor: Actor, query: CandidateListQuery) {
  const where = candidateListWhere(actor, query);
  const direction = query.order === 'desc' ? desc : asc;
  const offset = (query.page - 1) * query.size;
  return {
    offset,
    page: db
      .select({ id: candidates.id })
      .from(candidates)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.column]), direction(candidates.id))
      .limit(query.size)
      .offset(offset)
      .toSQL(),
    // As the repository counts: up to EXACT_TOTAL_CAP + 1 matches on the first pages, exactly from there.
    count:
      offset < DEEP_OFFSET
        ? cappedCountQuery(db, where).toSQL()
        : db.select({ n: count() }).from(candidates).where(where).toSQL(),
  };
}

/**
 * The statements the list service runs, issued through a plain pg pool (no Fastify, no zod, no row
 * mapping): page ids and count (count first on deep pages, as the repository does), then rows, skills
 * and assignments of the page.
 */
export function rawListRunner(
  db: Db,
  pool: pg.Pool,
  actor: Actor,
  query: CandidateListQuery,
): () => Promise<number> {
  const { offset, page: ids, count: total } = listStatements(db, actor, query);
  return async () => {
    let pageIds: number[];
    if (offset < DEEP_OFFSET) {
      const [idRows] = await Promise.all([
        pool.query(ids.sql, ids.params),
        pool.query(total.sql, total.params),
      ]);
      pageIds = idRows.rows.map((r: { id: number }) => r.id);
    } else {
      await pool.query(total.sql, total.params);
      pageIds = (await pool.query(ids.sql, ids.params)).rows.map((r: { id: number }) => r.id);
    }
    await Promise.all([
      pool.query(
        `SELECT id, external_id, full_name, email, country, state, city, location_compliance, status, source,
                assessment_status, background_status, created_at FROM candidates WHERE id = ANY($1)`,
        [pageIds],
      ),
      pool.query(
        `SELECT cs.candidate_id, cs.is_primary, s.external_id, s.name FROM candidate_skills cs
         JOIN skills s ON s.id = cs.skill_id WHERE cs.candidate_id = ANY($1) ORDER BY s.name`,
        [pageIds],
      ),
      pool.query(
        `SELECT cv.candidate_id, v.external_id, cv.status, v.glo_vacancy_id, v.title, v.status AS vacancy_status,
                v.publish_to_external_app, cv.glo_assignment_id, cv.updated_at, g.name, g.external_id AS group_id
         FROM candidate_vacancies cv JOIN vacancies v ON v.id = cv.vacancy_id
         LEFT JOIN business_groups g ON g.id = v.business_group_id
         WHERE cv.candidate_id = ANY($1) ORDER BY cv.updated_at DESC, cv.id DESC`,
        [pageIds],
      ),
    ]);
    return pageIds.length;
  };
}
