import { asc } from 'drizzle-orm';
import type { FileStorage } from '../../integrations/files/file-storage.js';
import { vendors } from '../../db/schema/index.js';
import { seedBulkCandidates, type BulkOptions, type BulkResult } from '../bulk/bulk-candidates.js';
import { DEMO_FAKER_SEED } from './demo-constants.js';
import { seedDemoCandidates, type CandidateCounts } from './demo-candidates.js';
import type { DemoFaker } from './demo-faker.js';
import { insertDemoVacancies } from './demo-vacancies-insert.js';
import { buildDemoVacancies } from './demo-vacancies.js';
import { createRng } from '../prng.js';
import { DEMO_VENDOR_NAMES, loadSeedContext } from '../candidate-rows/seed-context.js';
import type { SeedCounters } from '../candidate-rows/seed-pipeline.js';
import { DEMO_RICH_CANDIDATES, type SeedSizes, type Tx } from '../types.js';

export type CandidateDataResult = CandidateCounts & {
  vacancies: number;
  resumes: number;
  bulk: BulkResult | null;
};

/**
 * Vacancies shared with vendors, then the demo candidates (with resumes), then any bulk candidates, in
 * the caller's transaction. Needs the vendors and users of the same seed first.
 */
export async function seedCandidateData(
  tx: Tx,
  files: FileStorage,
  fake: DemoFaker,
  sizes: Pick<SeedSizes, 'vacancies' | 'candidates'>,
  written: string[],
  options: BulkOptions,
  anchor: Date,
): Promise<CandidateDataResult> {
  // Its own PRNG: the users' and vendors' faker sequence stays exactly as before candidates existed.
  const rng = createRng(DEMO_FAKER_SEED + 1);
  const vendorRows = await tx
    .select({ name: vendors.name, status: vendors.status })
    .from(vendors)
    .orderBy(asc(vendors.id));
  const names = vendorRows.map((v) => v.name);
  const demoVendors = DEMO_VENDOR_NAMES.filter((n) => names.includes(n));
  const others = vendorRows
    .filter((v) => v.status === 'ACTIVE' && !demoVendors.some((d) => d === v.name))
    .map((v) => v.name);
  const inserted = await insertDemoVacancies(
    tx,
    rng,
    buildDemoVacancies(rng, sizes.vacancies, demoVendors, others, anchor.getTime()),
  );
  const context = await loadSeedContext(tx, inserted, anchor.getTime());

  const counters: SeedCounters = { assignmentId: 1, gloAssignment: 500_001, gloCandidate: 700_001 };
  const richCount = Math.min(sizes.candidates, DEMO_RICH_CANDIDATES);
  const demo = await seedDemoCandidates(tx, files, fake, rng, context, richCount, counters, written);
  const bulkCount = sizes.candidates - richCount;
  let bulk: BulkResult | null = null;
  if (bulkCount > 0) {
    options.log(`Generating ${bulkCount.toLocaleString('en')} bulk candidates (no resumes)...`);
    bulk = await seedBulkCandidates(tx, fake, context, bulkCount, counters, richCount + 1, options);
  }
  const bySource = { ...demo.bySource };
  if (bulk)
    for (const key of Object.keys(bySource) as (keyof typeof bySource)[]) bySource[key] += bulk.bySource[key];
  return {
    candidates: demo.candidates + (bulk?.candidates ?? 0),
    bySource,
    assignments: demo.assignments + (bulk?.assignments ?? 0),
    historyRows: demo.historyRows + (bulk?.historyRows ?? 0),
    vacancies: inserted.all.length,
    resumes: demo.candidates,
    bulk,
  };
}
