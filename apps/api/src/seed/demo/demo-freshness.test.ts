import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { openTestDatabase } from '../../test/test-database.js';
import { localFileStorage } from '../../integrations/files/local-file-storage.js';
import { seedDemoData, seedReferenceData } from '../index.js';
import { DEMO_HISTORY_DAYS, DEMO_RECENT_DAYS, demoAnchor } from './demo-constants.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const DAY_MS = 86_400_000;
/** A load day far from any date written in the code: every demo date must follow it. */
const LOAD_TIME = new Date('2027-03-10T15:42:00Z');
const ANCHOR = demoAnchor(LOAD_TIME).getTime();
/** Placeholder Latin, as whole words (a name like Dolores is no placeholder). */
const LATIN = '\\m(lorem|ipsum|dolor|consectetur|adipiscing|elit sed)\\M';

describe('seedDemoData: alive on the day it is loaded', () => {
  let database: Database;
  let filesDir: string;
  const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T> => {
    const [row] = (await database.db.execute(query)).rows as T[];
    if (!row) throw new Error('no row');
    return row;
  };
  const ms = (value: unknown) => new Date(String(value)).getTime();

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'td-seed-fresh-'));
    database = await openTestDatabase(serverUrl);
    await seedReferenceData(database.db);
    await seedDemoData(database.db, localFileStorage(filesDir), {}, { now: LOAD_TIME });
  });
  afterAll(async () => {
    await database.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('the newest application, submission and candidate are of the last few days before the load day, none after it', async () => {
    const newest = await one<Record<string, string>>(sql`select
      (select max(created_at) from careers_applications) as application,
      (select max(created_at) from candidate_vacancies) as submission,
      (select max(created_at) from candidates) as candidate,
      (select max(changed_at) from candidate_status_history) as change`);
    for (const [what, at] of Object.entries(newest)) {
      expect(ms(at), what).toBeGreaterThan(ANCHOR - 3 * DAY_MS);
      expect(ms(at), what).toBeLessThanOrEqual(ANCHOR);
    }
  });

  it('most candidates arrived in the last six weeks, the rest spread over a few months, none older', async () => {
    const spread = await one<{ total: number; recent: number; oldest: string }>(sql`select
      count(*)::int as total,
      (count(*) filter (where created_at >= ${new Date(ANCHOR - DEMO_RECENT_DAYS * DAY_MS).toISOString()}))::int as recent,
      min(created_at) as oldest from candidates`);
    expect(spread.recent / spread.total).toBeGreaterThan(0.6);
    expect(spread.recent).toBeLessThan(spread.total);
    expect(ms(spread.oldest)).toBeGreaterThanOrEqual(ANCHOR - DEMO_HISTORY_DAYS * DAY_MS);
  });

  it('recruiters review within days: the median first move away from Pending is under a week', async () => {
    const review = await one<{ hours: number }>(sql`select percentile_cont(0.5) within group
      (order by extract(epoch from h.changed_at - cv.created_at) / 3600) as hours
      from candidate_status_history h
      join candidate_vacancies cv on cv.candidate_id = h.candidate_id and cv.vacancy_id = h.vacancy_id
      where h.kind = 'VACANCY_STATUS' and h.from_status = 'PENDING'`);
    expect(Number(review.hours)).toBeGreaterThan(0);
    expect(Number(review.hours)).toBeLessThan(7 * 24);
  });

  it('no text column of any table holds placeholder Latin', async () => {
    const columns = (
      await database.db.execute<{
        table_name: string;
        column_name: string;
      }>(sql`select table_name, column_name
        from information_schema.columns where table_schema = 'public'
        and data_type in ('text', 'character varying', 'jsonb')`)
    ).rows;
    expect(columns.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const hit = await one<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ~* ${LATIN}`,
      );
      if (hit.n > 0) found.push(`${table}.${column}: ${hit.n}`);
    }
    expect(found).toEqual([]);
  });
});
