import { languages, skills, vendors } from '../../db/schema/index.js';
import { DEMO_HISTORY_DAYS } from '../demo/demo-constants.js';
import { type InsertedVacancies, vendorUsers } from '../demo/demo-vacancies-insert.js';
import type { SeedContext } from './seed-candidate.js';
import type { Tx } from '../types.js';

/** The two documented demo vendors (docs/architecture.md §3a) get most vendor candidates. */
export const DEMO_VENDOR_NAMES = ['Acme Staffing', 'Globex Talent'] as const;

/** Ids the generators need, read once inside the seed's transaction, and the demo's today (demoAnchor). */
export async function loadSeedContext(
  tx: Tx,
  inserted: InsertedVacancies,
  anchorMs: number,
): Promise<SeedContext> {
  const skillRows = await tx.select({ id: skills.id }).from(skills).orderBy(skills.id);
  const languageRows = await tx.select({ id: languages.id, name: languages.name }).from(languages);
  const vendorRows = await tx
    .select({ id: vendors.id, name: vendors.name, status: vendors.status })
    .from(vendors)
    .orderBy(vendors.id);
  const demoNames: readonly string[] = DEMO_VENDOR_NAMES;
  return {
    referenceMs: anchorMs,
    historyMs: DEMO_HISTORY_DAYS * 86_400_000,
    skillIds: skillRows.map((s) => s.id),
    languageIds: new Map(languageRows.map((l) => [l.name, l.id])),
    vacancies: inserted.all,
    sharedByVendor: inserted.sharedByVendor,
    // Inactive vendors keep the candidates they sent while active, just fewer of them.
    vendors: vendorRows.map((v) => ({
      id: v.id,
      name: v.name,
      weight: demoNames.includes(v.name) ? 4 : v.status === 'ACTIVE' ? 1 : 0.5,
    })),
    vendorUserIds: await vendorUsers(tx),
    staffUserIds: inserted.staffUserIds,
  };
}
