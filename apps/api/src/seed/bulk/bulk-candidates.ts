import { performance } from 'node:perf_hooks';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { DEMO_FAKER_SEED } from '../demo/demo-constants.js';
import type { DemoFaker } from '../demo/demo-faker.js';
import { countBatch, shiftAssignmentIds, type CandidateCounts } from '../demo/demo-candidates.js';
import {
  BULK_TABLES,
  dropForeignKeys,
  dropSecondaryIndexes,
  recreateIndexes,
  restoreForeignKeys,
} from './bulk-indexes.js';
import { bulkPerson } from './bulk-person.js';
import { buildBulkPools } from './bulk-pools.js';
import { createRng } from '../prng.js';
import { pickApplicationAnswers } from '../candidate-rows/seed-application-answers.js';
import {
  addCandidate,
  pickCreatedAt,
  pickSource,
  type SeedContext,
} from '../candidate-rows/seed-candidate.js';
import { insertCandidateBatch, reserveIds } from '../candidate-rows/seed-candidate-insert.js';
import type { SeedCounters } from '../candidate-rows/seed-pipeline.js';
import { emptyBatch, type CandidateBatch } from '../candidate-rows/seed-rows.js';
import { usPlaces } from '../candidate-rows/seed-us-places.js';
import type { Tx } from '../types.js';

/** Candidates per generated batch: every table's rows of a batch go in one or a few unnest statements. */
const BULK_BATCH = 10_000;
/** Below this, keeping the indexes is cheaper than dropping and rebuilding them. */
export const REBUILD_INDEXES_FROM = 50_000;
/** Rows generated between two yields to the event loop, so the previous batch's inserts keep going. */
const YIELD_EVERY = 1_000;

export type BulkOptions = {
  log: (line: string) => void;
  /** Bulk sizes from which indexes and foreign keys are dropped and rebuilt (tests lower it). */
  rebuildIndexesFrom: number;
};

export type BulkResult = CandidateCounts & {
  rows: number;
  ms: number;
  indexMs: number;
};

/**
 * `count` extra candidates for benchmarks, without resumes (a million PDFs would be gigabytes and
 * minutes; the resume download is not what the benchmark measures). Names and cities come from small
 * faker pools combined by a seeded PRNG; each batch is generated while the previous one is inserted.
 */
export async function seedBulkCandidates(
  tx: Tx,
  fake: DemoFaker,
  context: SeedContext,
  count: number,
  counters: SeedCounters,
  firstNumber: number,
  { log, rebuildIndexesFrom }: BulkOptions,
): Promise<BulkResult> {
  const started = performance.now();
  const rng = createRng(DEMO_FAKER_SEED + 7);
  // The application answers' own stream, so the other generated values stay as they were.
  const answersRng = createRng(DEMO_FAKER_SEED + 13);
  const pools = buildBulkPools(fake, usPlaces().states);
  const rebuild = count >= rebuildIndexesFrom;
  const dropped = rebuild ? await dropSecondaryIndexes(tx) : [];
  const foreignKeys = rebuild ? await dropForeignKeys(tx) : [];
  const firstId = await reserveIds(tx, 'candidates', count);

  let rows = 0;
  const totals = countBatch(emptyBatch());
  let pending: Promise<void> = Promise.resolve();
  let reported = 0;
  for (let done = 0; done < count; done += BULK_BATCH) {
    const batch = emptyBatch();
    const size = Math.min(BULK_BATCH, count - done);
    for (let i = 0; i < size; i++) {
      const n = done + i;
      // Drawn in the order they always were: person, source, creation time.
      const person = bulkPerson(pools, rng, firstNumber + n);
      const picked = pickSource(rng, context);
      const createdAtMs = pickCreatedAt(rng, context);
      const answers = pickApplicationAnswers(answersRng, person.country, picked.source);
      addCandidate(
        rng,
        batch,
        { id: firstId + n, person, ...picked, createdAtMs, answers },
        context,
        counters,
      );
      if (i % YIELD_EVERY === YIELD_EVERY - 1) await yieldToLoop();
    }
    await pending;
    rows += rowCount(batch);
    addCounts(totals, countBatch(batch));
    pending = insertBatch(tx, batch);
    if (done + size - reported >= 100_000 || done + size === count) {
      reported = done + size;
      const seconds = (performance.now() - started) / 1000;
      log(
        `  ${reported.toLocaleString('en')} candidates, ${Math.round(rows / seconds).toLocaleString('en')} rows/s`,
      );
    }
  }
  await pending;

  const indexStart = performance.now();
  if (rebuild) {
    log(`  rebuilding ${dropped.length} indexes...`);
    await recreateIndexes(tx, dropped);
    log(`  checking ${foreignKeys.length} foreign keys...`);
    await restoreForeignKeys(tx, foreignKeys);
  }
  await tx.execute(sql.raw(`ANALYZE ${BULK_TABLES.join(', ')}`));
  const done = performance.now();
  return { ...totals, rows, ms: done - started, indexMs: done - indexStart };
}

async function insertBatch(tx: Tx, batch: CandidateBatch): Promise<void> {
  await shiftAssignmentIds(tx, batch);
  await insertCandidateBatch(tx, batch);
}

function rowCount(batch: CandidateBatch): number {
  return (
    batch.candidates.length +
    batch.skills.length +
    batch.languages.length +
    batch.assignments.length +
    batch.history.length
  );
}

function addCounts(into: CandidateCounts, from: CandidateCounts): void {
  into.candidates += from.candidates;
  into.assignments += from.assignments;
  into.historyRows += from.historyRows;
  for (const key of Object.keys(into.bySource) as (keyof CandidateCounts['bySource'])[])
    into.bySource[key] += from.bySource[key];
}
