import { eq, ne } from 'drizzle-orm';
import { INDIA_GROUP_NAME } from '@talent-desk/shared';
import {
  businessGroups,
  skills,
  users,
  vacancies,
  vacancySkills,
  vacancyVendors,
  vendors,
} from '../../db/schema/index.js';
import { insertAll } from '../batch.js';
import { seedVacancyNameLists } from './demo-settings-lists.js';
import type { DemoVacancy } from './demo-vacancies.js';
import type { Rng } from '../prng.js';
import type { SeedVacancy } from '../candidate-rows/seed-pipeline.js';
import type { Tx } from '../types.js';

export type InsertedVacancies = {
  all: SeedVacancy[];
  /** vendor id -> the vacancies shared with it that it sees (OPEN or ON_HOLD). */
  sharedByVendor: Map<number, SeedVacancy[]>;
  staffUserIds: number[];
};

/** Inserts the demo vacancies (created by ADMIN and TAG users) and their vendor shares. */
export async function insertDemoVacancies(
  tx: Tx,
  rng: Rng,
  demo: readonly DemoVacancy[],
): Promise<InsertedVacancies> {
  const staffUserIds = (
    await tx.select({ id: users.id }).from(users).where(ne(users.role, 'VENDOR')).orderBy(users.id)
  ).map((u) => u.id);
  const groups = new Map(
    (await tx.select({ id: businessGroups.id, name: businessGroups.name }).from(businessGroups)).map((g) => [
      g.name,
      g.id,
    ]),
  );
  const vendorIds = new Map(
    (await tx.select({ id: vendors.id, name: vendors.name }).from(vendors)).map((v) => [v.name, v.id]),
  );
  const rows = demo.length
    ? await tx
        .insert(vacancies)
        .values(
          demo.map((v) => ({
            title: v.title,
            gloVacancyId: v.gloVacancyId,
            status: v.status,
            type: v.type,
            businessGroupId: groups.get(v.businessGroupName) ?? null,
            projectName: v.projectName,
            publishToExternalApp: v.publishToExternalApp,
            hiringManager: v.hiringManager,
            workingLocation: v.workingLocation,
            openings: v.openings,
            description: v.description,
            createdByUserId: staffUserIds.length ? rng.pick(staffUserIds) : null,
            createdAt: v.createdAt,
            updatedAt: v.createdAt,
          })),
        )
        .returning({ id: vacancies.id })
    : [];
  await seedVacancyNameLists(tx);

  const all: SeedVacancy[] = [];
  const sharedByVendor = new Map<number, SeedVacancy[]>();
  const shares: { vacancyId: number; vendorId: number; sharedAt: Date }[] = [];
  demo.forEach((v, i) => {
    const id = rows[i]?.id;
    if (id === undefined) return;
    const seed: SeedVacancy = {
      id,
      status: v.status,
      inIndiaGroup: v.businessGroupName === INDIA_GROUP_NAME,
      publishToExternalApp: v.publishToExternalApp,
    };
    all.push(seed);
    for (const name of v.sharedWith) {
      const vendorId = vendorIds.get(name);
      if (vendorId === undefined) continue;
      shares.push({ vacancyId: id, vendorId, sharedAt: new Date(v.createdAt.getTime() + 86_400_000) });
      if (v.status !== 'OPEN' && v.status !== 'ON_HOLD') continue;
      sharedByVendor.set(vendorId, [...(sharedByVendor.get(vendorId) ?? []), seed]);
    }
  });
  await insertAll(tx, vacancyVendors, shares);
  await insertRequiredSkills(tx, demo, all);
  return { all, sharedByVendor, staffUserIds };
}

/** The skills each vacancy requires, by name from the reference list (names it lacks are left out). */
async function insertRequiredSkills(
  tx: Tx,
  demo: readonly DemoVacancy[],
  inserted: SeedVacancy[],
): Promise<void> {
  const skillIds = new Map(
    (await tx.select({ id: skills.id, name: skills.name }).from(skills)).map((s) => [s.name, s.id]),
  );
  const rows = demo.flatMap((v, i) => {
    const vacancyId = inserted[i]?.id;
    if (vacancyId === undefined) return [];
    return v.requiredSkills.flatMap((name) => {
      const skillId = skillIds.get(name);
      return skillId === undefined ? [] : [{ vacancyId, skillId }];
    });
  });
  await insertAll(tx, vacancySkills, rows);
}

/** Vendor users by vendor, for the creator of a vendor's candidates. */
export async function vendorUsers(tx: Tx): Promise<Map<number, number[]>> {
  const rows = await tx
    .select({ id: users.id, vendorId: users.vendorId })
    .from(users)
    .where(eq(users.role, 'VENDOR'))
    .orderBy(users.id);
  const byVendor = new Map<number, number[]>();
  for (const row of rows) {
    if (row.vendorId === null) continue;
    byVendor.set(row.vendorId, [...(byVendor.get(row.vendorId) ?? []), row.id]);
  }
  return byVendor;
}
