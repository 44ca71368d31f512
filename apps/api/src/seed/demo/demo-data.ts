import { sql } from 'drizzle-orm';
import type { Role } from '@talent-desk/shared';
import { hashPassword, hashPasswordWith } from '../../lib/password-hash.js';
import type { FileStorage } from '../../integrations/files/file-storage.js';
import type { Db } from '../../db/client.js';
import { businessGroups, users, vendors } from '../../db/schema/index.js';
import { insertAll } from '../batch.js';
import { DEMO_PASSWORD, demoAnchor } from './demo-constants.js';
import { createDemoFaker } from './demo-faker.js';
import { buildDemoUsers, type DemoUser } from './demo-users.js';
import { seedDemoUserStates } from './demo-user-states.js';
import { seedDemoSurveyTemplates } from './engagement/demo-survey-templates.js';
import { seedDemoEmailTemplates } from './engagement/demo-email-templates.js';
import { seedDemoAudiences } from './engagement/demo-audiences.js';
import { seedDemoSecuritySettings, seedDemoSettingsExtras } from './demo-settings-extras.js';
import { seedDemoCampaigns, type DemoCampaignCounts } from './engagement/demo-campaigns-seed.js';
import { buildDemoVendors } from './demo-vendors.js';
import { seedCandidateData, type CandidateDataResult } from './demo-candidate-data.js';
import { seedDemoCareersApplications } from './demo-careers-applications.js';
import { seedDemoActivity } from './demo-activity.js';
import { seedDemoNotes } from './demo-notes.js';
import { REBUILD_INDEXES_FROM } from '../bulk/bulk-candidates.js';
import { insertByUnnest, type UnnestColumn } from '../unnest-insert.js';
import { DEFAULT_SEED_SIZES, type SeedSizes, type SeedSummary } from '../types.js';

/** True when no user exists yet: the first start of a fresh database loads the demo data. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

export type SeedOptions = {
  /** Progress lines of a long (bulk) seed; silent by default. */
  log?: (line: string) => void;
  /** Bulk sizes from which indexes are rebuilt rather than kept up to date (tests lower it). */
  bulkRebuildIndexesFrom?: number;
  /** Every demo date is relative to this day (default: today, see demoAnchor); tests fix it. */
  now?: Date;
  /** scrypt log2 N of the demo password's hash (default: the app's own cost, SEED_DEMO_PASSWORD_COST). */
  passwordCost?: number;
};

/**
 * Loads the demo vendors, users, vacancies and candidates (with resumes in `files`) into empty tables, in
 * one transaction; the resume files of a failed run are removed again. Deterministic: a fixed faker seed,
 * so the same sizes give the same data everywhere (storage keys and external ids aside), every date
 * relative to the load day (options.now, demoAnchor). Needs the reference data (countries, business groups, skills, languages) first.
 */
export async function seedDemoData(
  db: Db,
  files: FileStorage,
  sizes: Partial<SeedSizes> = {},
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const all = { ...DEFAULT_SEED_SIZES, ...sizes };
  const { users: userCount, vendors: vendorCount } = all;
  const now = options.now ?? new Date();
  const anchor = demoAnchor(now);
  const fake = createDemoFaker(anchor);
  const demoVendors = buildDemoVendors(fake, vendorCount);
  const demoUsers = buildDemoUsers(fake, demoVendors, userCount, anchor);
  // scrypt at OWASP cost takes a few hundred ms: hash the shared demo password once per run and give
  // every demo user that hash. It still has its own random salt per run, like any other hash.
  const passwordHash =
    options.passwordCost === undefined
      ? await hashPassword(DEMO_PASSWORD)
      : await hashPasswordWith(DEMO_PASSWORD, { N: 2 ** options.passwordCost, r: 8, p: 1 });

  const written: string[] = [];
  let candidateData: CandidateDataResult | undefined;
  let campaignCounts: DemoCampaignCounts | undefined;
  try {
    [candidateData, campaignCounts] = await db.transaction(async (tx) => {
      await insertAll(
        tx,
        vendors,
        demoVendors.map(({ domain: _domain, createdAt, ...vendor }) => ({
          ...vendor,
          createdAt,
          updatedAt: createdAt,
        })),
      );
      const vendorIds = new Map(
        (await tx.select({ id: vendors.id, name: vendors.name }).from(vendors)).map((v) => [v.name, v.id]),
      );
      const groupIds = new Map(
        (await tx.select({ id: businessGroups.id, name: businessGroups.name }).from(businessGroups)).map(
          (g) => [g.name, g.id],
        ),
      );
      const userRows = demoUsers.map(({ vendorName, businessGroupName, ...user }) => ({
        ...user,
        vendorId: idOf(vendorIds, vendorName, 'vendor'),
        businessGroupId: idOf(groupIds, businessGroupName, 'business group'),
      }));
      await insertByUnnest(tx, users, userColumns(passwordHash), userRows);
      await seedDemoUserStates(tx);
      await seedDemoSurveyTemplates(tx);
      await seedDemoEmailTemplates(tx);
      await seedDemoAudiences(tx, anchor);
      const result = await seedCandidateData(
        tx,
        files,
        fake,
        all,
        written,
        {
          log: options.log ?? (() => {}),
          rebuildIndexesFrom: options.bulkRebuildIndexesFrom ?? REBUILD_INDEXES_FROM,
        },
        anchor,
      );
      await seedDemoCareersApplications(tx, files, written, anchor);
      const campaignResult = await seedDemoCampaigns(tx, now);
      await seedDemoSettingsExtras(tx);
      await seedDemoSecuritySettings(tx);
      await seedDemoNotes(tx, anchor);
      await seedDemoActivity(tx, anchor);
      // Fresh statistics after a bulk load, so the first queries on a large demo set plan well.
      await tx.execute(
        sql`ANALYZE vendors, users, vacancies, vacancy_vendors, candidates, candidate_vacancies, resumes, campaigns, campaign_recipients, campaign_events`,
      );
      return [result, campaignResult] as const;
    });
  } catch (error) {
    // Nothing half saved: the rows rolled back, so the resume files written for them go too.
    await Promise.all(written.map((key) => files.remove(key)));
    throw error;
  }

  const usersByRole: Record<Role, number> = { ADMIN: 0, TAG: 0, VENDOR: 0 };
  for (const u of demoUsers) usersByRole[u.role]++;
  return {
    vendors: demoVendors.length,
    inactiveVendors: demoVendors.filter((v) => v.status === 'INACTIVE').length,
    users: demoUsers.length,
    usersByRole,
    vacancies: candidateData.vacancies,
    candidates: candidateData.candidates,
    candidatesBySource: candidateData.bySource,
    assignments: candidateData.assignments,
    historyRows: candidateData.historyRows,
    resumes: candidateData.resumes,
    campaigns: campaignCounts,
    bulk: candidateData.bulk
      ? {
          candidates: candidateData.bulk.candidates,
          rows: candidateData.bulk.rows,
          ms: candidateData.bulk.ms,
          indexMs: candidateData.bulk.indexMs,
        }
      : null,
  };
}

type UserRow = Omit<DemoUser, 'vendorName' | 'businessGroupName'> & {
  vendorId: number | null;
  businessGroupId: number | null;
};

/** Users go in through unnest: 100,000 demo users load in seconds rather than tens of seconds. */
function userColumns(passwordHash: string): UnnestColumn<UserRow>[] {
  return [
    { column: users.firstName, type: 'text', value: (u) => u.firstName },
    { column: users.middleName, type: 'text', value: (u) => u.middleName },
    { column: users.lastName, type: 'text', value: (u) => u.lastName },
    { column: users.email, type: 'text', value: (u) => u.email },
    { column: users.telephone, type: 'text', value: (u) => u.telephone },
    { column: users.address, type: 'text', value: (u) => u.address },
    { column: users.country, type: 'text', value: (u) => u.country },
    { column: users.role, type: 'role', value: (u) => u.role },
    { column: users.title, type: 'text', value: (u) => u.title },
    { column: users.vendorId, type: 'int', value: (u) => u.vendorId },
    { column: users.businessGroupId, type: 'int', value: (u) => u.businessGroupId },
    { column: users.passwordHash, type: 'text', value: () => passwordHash },
    { column: users.createdAt, type: 'timestamptz', value: (u) => u.createdAt },
    { column: users.updatedAt, type: 'timestamptz', value: (u) => u.createdAt },
  ];
}

function idOf(ids: Map<string, number>, name: string | null, what: string): number | null {
  if (name === null) return null;
  const id = ids.get(name);
  // A missing business group means seedReferenceData was not run first.
  if (id === undefined) throw new Error(`Demo data refers to unknown ${what} '${name}'`);
  return id;
}
