import { sql } from 'drizzle-orm';
import type pg from 'pg';
import {
  DASHBOARD_LIST_PATHS,
  SEARCH_KINDS,
  SEARCH_REQUEST_SIZE,
  dashboardListQuerySchema,
  dashboardVacancyQuerySchema,
  type DashboardCandidateBlock,
  type Role,
  type SearchKind,
} from '@talent-desk/shared';
import type { Db } from '../db/client.js';
import type { Actor } from '../lib/actor.js';
import {
  listDashboardCandidates,
  listDashboardVacancies,
  readDashboard,
  SEARCHES,
} from '../wings/insights/index.js';
import { capturingDb, type CapturedQuery } from './capture-queries.js';

/**
 * One request of the dashboard or the global search: its URL for the API, and the same service call
 * for the raw-SQL side (its statements are captured once and replayed through pg).
 */
export type ServiceCase = {
  key: string;
  label: string;
  goalMs: number;
  role: Role;
  url: string;
  call: (db: Db, actor: Actor) => Promise<unknown>;
};

/** The candidate blocks are those with a list path (the other block is the open vacancies). */
const isCandidateBlock = (block: string): block is DashboardCandidateBlock =>
  Object.hasOwn(DASHBOARD_LIST_PATHS, block);

/** Every list behind the blocks of each role's dashboard (DASH-10/11), first page of the block's 5. */
export async function dashboardCases(db: Db, actors: Record<Role, Actor>): Promise<ServiceCase[]> {
  const cases: ServiceCase[] = [];
  for (const role of Object.keys(actors) as Role[]) {
    const actor = actors[role];
    const { blocks } = await readDashboard(db, actor);
    for (const block of blocks) {
      if (isCandidateBlock(block)) {
        const query = dashboardListQuerySchema.parse({ page: '1', size: '5' });
        cases.push({
          key: `dashboard-${block}-${role}`,
          label: `dashboard ${block} (${role})`,
          goalMs: 50,
          role,
          url: `/api/candidates/lists/${DASHBOARD_LIST_PATHS[block]}?page=1&size=5`,
          call: (on, who) => listDashboardCandidates(on, who, block, query),
        });
      } else {
        const query = dashboardVacancyQuerySchema.parse({ page: '1', size: '5' });
        cases.push({
          key: `dashboard-vacancies-${role}`,
          label: `dashboard open vacancies (${role})`,
          goalMs: 50,
          role,
          url: '/api/vacancies/dashboard?page=1&size=5',
          call: (on, who) => listDashboardVacancies(on, who, query),
        });
      }
    }
  }
  return cases;
}

/** The first three letters of the most common first word among `names` (a key with many matches). */
function commonStart(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) {
    const start = name.slice(0, 3).toLowerCase();
    if (/^\p{L}{3}$/u.test(start)) counts.set(start, (counts.get(start) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'ann';
}

type SearchKeys = Record<SearchKind, string> & { candidateEmail: string; candidateCommon: string };

/** A key for every kind, read from the bench data: the start of an existing name of that kind. */
async function searchKeys(db: Db): Promise<SearchKeys> {
  const first = async (query: ReturnType<typeof sql>) =>
    String((await db.execute<{ v: string }>(query)).rows[0]?.v ?? 'zzz');
  const names = (await db.execute<{ v: string }>(sql`select full_name as v from candidates limit 2000`)).rows;
  const somebody = (
    await db.execute<{ name: string; email: string }>(
      sql`select full_name as name, email from candidates order by id desc limit 1`,
    )
  ).rows[0];
  const [firstWord = '', ...rest] = (somebody?.name ?? 'a b').split(' ');
  return {
    // A candidate's name parts in the other order, in lower case (matching is forgiving).
    candidate: `${rest.join(' ')} ${firstWord}`.toLowerCase(),
    candidateEmail: somebody?.email ?? 'x@example.test',
    // The commonest 3-letter start among candidates: thousands match, the count is capped.
    candidateCommon: commonStart(names.map((r) => r.v)),
    vacancy: await first(sql`select left(title, 4) as v from vacancies limit 1`),
    user: await first(sql`select left(first_name, 3) as v from users limit 1`),
    vendor: await first(sql`select left(name, 3) as v from vendors limit 1`),
    campaign: await first(sql`select left(name, 4) as v from campaigns limit 1`),
    surveyTemplate: await first(sql`select left(title, 4) as v from survey_templates limit 1`),
    emailTemplate: await first(
      sql`select left(title, 4) as v from email_templates where kind <> 'GENERAL' limit 1`,
    ),
    audience: await first(sql`select left(name, 4) as v from audiences limit 1`),
  };
}

/**
 * The 8 kinds of the global search (SEARCH-04) as the modal asks for them (`size=6`), by the ADMIN;
 * the candidate kind also by a common 3-letter start, an e-mail, and by a VENDOR (its scope).
 */
export async function searchCases(db: Db): Promise<ServiceCase[]> {
  const keys = await searchKeys(db);
  const one = (kind: SearchKind, key: string, role: Role, what: string): ServiceCase => ({
    key: `search-${kind}-${what}-${role}`,
    label: `search ${kind} '${key}' (${role})`,
    goalMs: 50,
    role,
    url: `/search-service/es/${kind}/search?key=${encodeURIComponent(key)}&size=${SEARCH_REQUEST_SIZE}`,
    call: (on, actor) => SEARCHES[kind](on, actor, { key, size: SEARCH_REQUEST_SIZE }),
  });
  return [
    ...SEARCH_KINDS.map((kind) => one(kind, keys[kind], 'ADMIN', 'name')),
    one('candidate', keys.candidateCommon, 'ADMIN', 'common'),
    one('candidate', keys.candidateEmail, 'ADMIN', 'email'),
    one('candidate', keys.candidateCommon, 'VENDOR', 'common'),
    one('vacancy', keys.vacancy, 'VENDOR', 'name'),
  ];
}

/**
 * The statements a case's service call sends, captured once on a recording database, then replayed
 * one after another through `pool`: the SQL's own cost, without Fastify, zod or row mapping.
 */
export async function rawServiceRunner(
  pool: pg.Pool,
  serviceCase: ServiceCase,
  actor: Actor,
): Promise<() => Promise<void>> {
  const { db, statements } = capturingDb(pool);
  await serviceCase.call(db, actor);
  const captured: CapturedQuery[] = [...statements];
  return async () => {
    for (const statement of captured) await pool.query(statement.sql, statement.params);
  };
}
