import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { openTestDatabase } from '../../test/test-database.js';
import { localFileStorage } from '../../integrations/files/local-file-storage.js';
import { seedDemoData, seedReferenceData, type SeedSummary } from '../index.js';
import { DEMO_RICH_CANDIDATES } from '../types.js';

const BULK = 1_500;

/** The benchmark's bulk candidates, at a small size with the index rebuild path forced. */
describe('seedDemoData: bulk candidates', () => {
  let database: Database;
  let summary: SeedSummary;
  let filesDir: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'td-seed-bulk-'));
    database = await openTestDatabase(process.env.TEST_DATABASE_URL);
    await seedReferenceData(database.db);
    summary = await seedDemoData(
      database.db,
      localFileStorage(filesDir),
      { candidates: DEMO_RICH_CANDIDATES + BULK },
      { bulkRebuildIndexesFrom: 1_000 },
    );
  });
  afterAll(async () => {
    await database.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('[AUD-11] [AUD-17] bulk candidates carry application answers and e-mail consent like the demo ones', async () => {
    expect(summary.bulk?.candidates).toBe(BULK);
    const [counts] = (
      await database.db.execute<{
        unsubscribed: number;
        answered: number;
        full_time: number;
        notice: number;
      }>(sql`
        SELECT count(*) FILTER (WHERE NOT email_notifications)::int AS unsubscribed,
               count(*) FILTER (WHERE eligible_to_work_in_us IS NOT NULL)::int AS answered,
               count(*) FILTER (WHERE full_time_work)::int AS full_time,
               count(*) FILTER (WHERE notice_period IS NOT NULL)::int AS notice
        FROM candidates WHERE id > ${DEMO_RICH_CANDIDATES}`)
    ).rows;
    expect(counts?.unsubscribed).toBeGreaterThan(BULK * 0.01);
    expect(counts?.unsubscribed).toBeLessThan(BULK * 0.1);
    expect(counts?.answered).toBeGreaterThan(BULK * 0.6);
    expect(counts?.answered).toBeLessThan(BULK * 0.95);
    expect(counts?.full_time).toBeGreaterThan(BULK * 0.4);
    expect(counts?.notice).toBeGreaterThan(BULK * 0.05);
  });

  it('rebuilds the application filters’ partial indexes after the load', async () => {
    const indexes = (
      await database.db.execute<{ name: string; definition: string }>(sql`
        SELECT indexname AS name, indexdef AS definition FROM pg_indexes
        WHERE tablename = 'candidates' AND indexname IN ('candidates_notice_period_idx', 'candidates_expected_rate_idx')
        ORDER BY indexname`)
    ).rows;
    expect(indexes.map((i) => i.name)).toEqual([
      'candidates_expected_rate_idx',
      'candidates_notice_period_idx',
    ]);
    for (const index of indexes) expect(index.definition).toMatch(/WHERE .* IS NOT NULL/);
  });
});
