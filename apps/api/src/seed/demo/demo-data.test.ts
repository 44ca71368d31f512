import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import {
  applicationFiltersSchema,
  candidateFiltersSchema,
  countActiveFilters,
  EMAIL_TEMPLATE_VARIABLES,
  INDIA_GROUP_NAME,
  placeholdersIn,
  questionHasOptions,
  SURVEY_QUESTION_TYPES,
  unknownPlaceholders,
} from '@talent-desk/shared';
import { verifyPassword } from '../../lib/password-hash.js';
import type { Database } from '../../db/client.js';
import {
  audiences,
  businessGroups,
  distributionLists,
  emailTemplates,
  skills,
  surveyQuestionOptions,
  surveyQuestions,
  users,
  userTokens,
  vacancies,
  vacancySkills,
  vendors,
} from '../../db/schema/index.js';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  isDatabaseEmpty,
  seedDemoData,
  seedReferenceData,
  type SeedSummary,
} from '../index.js';
import { openTestDatabase } from '../../test/test-database.js';
import type { FileStorage } from '../../integrations/files/file-storage.js';
import { localFileStorage } from '../../integrations/files/local-file-storage.js';

const serverUrl = process.env.TEST_DATABASE_URL;

async function people(database: Database) {
  return database.db
    .select({
      email: users.email,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      telephone: users.telephone,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(asc(users.id));
}

describe('seedDemoData', () => {
  let database: Database;
  let summary: SeedSummary;
  let filesDir: string;
  let files: FileStorage;

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'td-seed-files-'));
    files = localFileStorage(filesDir);
    database = await openTestDatabase(serverUrl);
    await seedReferenceData(database.db);
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    summary = await seedDemoData(database.db, files);
  });
  afterAll(async () => {
    await database.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('vacancies look real: every status, both types, published ones are OPEN, with skills and descriptions', async () => {
    const rows = await database.db.select().from(vacancies);
    expect(new Set(rows.map((v) => v.type))).toEqual(new Set(['EXTERNAL', 'INTERNAL']));
    expect(new Set(rows.map((v) => v.status)).size).toBeGreaterThanOrEqual(5);
    const published = rows.filter((v) => v.publishToExternalApp);
    expect(published.length).toBeGreaterThan(3);
    expect(published.every((v) => v.status === 'OPEN')).toBe(true);
    expect(rows.every((v) => v.description && v.hiringManager && v.workingLocation && v.openings >= 1)).toBe(
      true,
    );
    const [skills] = await database.db.select({ n: count() }).from(vacancySkills);
    expect(skills?.n).toBeGreaterThan(rows.length);
  });

  it('reports what it loaded and the database is no longer empty', async () => {
    expect(summary).toMatchObject({ users: 24, vendors: 8 });
    expect(summary.usersByRole.ADMIN + summary.usersByRole.TAG + summary.usersByRole.VENDOR).toBe(24);
    const [userCount] = await database.db.select({ n: count() }).from(users);
    expect(userCount?.n).toBe(24);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('shows a deactivated recruiter and a vendor user with a pending invitation, none of them a documented login', async () => {
    const rows = await database.db
      .select({
        email: users.email,
        role: users.role,
        status: users.status,
        hash: users.passwordHash,
        vendorStatus: vendors.status,
      })
      .from(users)
      .leftJoin(vendors, eq(vendors.id, users.vendorId));
    const logins = new Set(DEMO_USERS.map((u) => u.email));
    const inactive = rows.filter((r) => r.status === 'INACTIVE');
    expect(inactive).toEqual([expect.objectContaining({ role: 'TAG' })]);
    const invited = rows.filter((r) => r.hash === null);
    expect(invited).toEqual([expect.objectContaining({ role: 'VENDOR', vendorStatus: 'ACTIVE' })]);
    for (const r of [...inactive, ...invited]) expect(logins.has(r.email)).toBe(false);
    const tokens = await database.db.select({ purpose: userTokens.purpose }).from(userTokens);
    expect(tokens).toEqual([{ purpose: 'INVITATION' }]);
  });

  it('holds survey templates that together use all six question types, with options on the choice ones', async () => {
    const rows = await database.db
      .select({ type: surveyQuestions.type, options: count(surveyQuestionOptions.id) })
      .from(surveyQuestions)
      .leftJoin(surveyQuestionOptions, eq(surveyQuestionOptions.questionId, surveyQuestions.id))
      .groupBy(surveyQuestions.id, surveyQuestions.type);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(SURVEY_QUESTION_TYPES));
    for (const row of rows) expect(row.options > 0).toBe(questionHasOptions(row.type));
  });

  it('holds e-mail templates whose placeholders are all known variables and cover most of them', async () => {
    const rows = await database.db
      .select({ subject: emailTemplates.subject, body: emailTemplates.body })
      .from(emailTemplates);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const text = rows.map((r) => `${r.subject} ${r.body}`).join(' ');
    expect(unknownPlaceholders(text)).toEqual([]);
    const used = new Set(placeholdersIn(text));
    expect(used.size / EMAIL_TEMPLATE_VARIABLES.length).toBeGreaterThan(0.75);
  });

  it('[AUD-02] [AUD-16] [AUD-17] holds audiences by the demo admin, the demo recruiter and another recruiter, with filters the API accepts', async () => {
    const rows = await database.db
      .select({
        name: audiences.name,
        candidateFilters: audiences.candidateFilters,
        applicationFilters: audiences.applicationFilters,
        creator: users.email,
        role: users.role,
        status: users.status,
      })
      .from(audiences)
      .leftJoin(users, eq(users.id, audiences.createdByUserId));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const creators = new Set(rows.map((r) => r.creator));
    expect(creators).toContain('admin@talentdesk.test');
    expect(creators).toContain('recruiter@talentdesk.test');
    const colleagues = rows.filter(
      (r) => r.role === 'TAG' && r.creator !== 'recruiter@talentdesk.test' && r.status === 'ACTIVE',
    );
    expect(colleagues.length).toBeGreaterThan(0);
    const skillIds = new Set(
      (await database.db.select({ id: skills.externalId }).from(skills)).map((s) => s.id),
    );
    for (const row of rows) {
      const candidate = candidateFiltersSchema.parse(row.candidateFilters);
      const application = applicationFiltersSchema.parse(row.applicationFilters);
      expect(candidate, row.name).toEqual(row.candidateFilters);
      expect(countActiveFilters(candidate) + Object.keys(application).length, row.name).toBeGreaterThan(0);
      for (const id of candidate.skillExternalIds) expect(skillIds.has(id), row.name).toBe(true);
    }
    const application = rows.map((r) => applicationFiltersSchema.parse(r.applicationFilters));
    expect(application.some((a) => a.noticePeriod !== undefined)).toBe(true);
    expect(application.some((a) => a.rotatingShiftsWork !== undefined)).toBe(true);
  });

  it('[SET-03] holds three distribution lists and test credits for every vendor: some used, one at and one over its grant', async () => {
    const lists = await database.db.select().from(distributionLists);
    expect(lists.map((l) => l.name).sort()).toEqual([
      'Background check desk',
      'Hiring leads',
      'Vendor contacts',
    ]);
    for (const list of lists) expect(list.addresses.length).toBeGreaterThan(0);
    const credits = (
      await database.db.execute<{ granted: number; used: number }>(sql`
        select c.granted, (select count(*)::int from candidates k where k.vendor_id = v.id
          and k.assessment_status in ('NOT_INITIATED', 'COMPLETED', 'EXPIRED')) as used
        from vendors v join vendor_test_credits c on c.vendor_id = v.id`)
    ).rows;
    const [vendorCount] = await database.db.select({ n: count() }).from(vendors);
    expect(credits).toHaveLength(vendorCount?.n ?? -1);
    expect(credits.some((c) => c.used > 0)).toBe(true);
    expect(credits.some((c) => c.granted > c.used)).toBe(true);
    expect(credits.some((c) => c.used > 0 && c.granted <= c.used)).toBe(true);
  });

  it('creates the four demo users with their roles and vendors', async () => {
    for (const demo of DEMO_USERS) {
      const [row] = await database.db
        .select({
          role: users.role,
          vendorName: vendors.name,
          title: users.title,
          telephone: users.telephone,
        })
        .from(users)
        .leftJoin(vendors, eq(vendors.id, users.vendorId))
        .where(eq(users.email, demo.email));
      expect(row, demo.email).toMatchObject({ role: demo.role, vendorName: demo.vendorName });
      expect(row?.title).toBeTruthy();
      expect(row?.telephone).toMatch(/^\+\d{8,15}$/);
    }
    const acme = await database.db.select().from(vendors).where(eq(vendors.name, 'Acme Staffing'));
    const globex = await database.db.select().from(vendors).where(eq(vendors.name, 'Globex Talent'));
    expect(acme[0]).toMatchObject({ status: 'ACTIVE', country: 'USA' });
    expect(globex[0]).toMatchObject({ status: 'ACTIVE', country: 'India' });
  });

  it('the demo password verifies against every demo user', async () => {
    const rows = await database.db.select({ email: users.email, hash: users.passwordHash }).from(users);
    const demoRows = rows.filter((r) => DEMO_USERS.some((d) => d.email === r.email));
    expect(demoRows).toHaveLength(4);
    for (const row of demoRows) expect(await verifyPassword(DEMO_PASSWORD, row.hash ?? '')).toBe(true);
    expect(await verifyPassword('wrong-password', demoRows[0]?.hash ?? '')).toBe(false);
  });

  it('has an INACTIVE vendor with at least one user, and every vendor has users', async () => {
    const perVendor = await database.db
      .select({ name: vendors.name, status: vendors.status, n: count(users.id) })
      .from(vendors)
      .leftJoin(users, eq(users.vendorId, vendors.id))
      .groupBy(vendors.id);
    expect(perVendor).toHaveLength(8);
    expect(perVendor.filter((v) => v.status === 'INACTIVE').length).toBeGreaterThanOrEqual(1);
    for (const vendor of perVendor) expect(vendor.n, vendor.name).toBeGreaterThan(0);
    const tiers = await database.db.selectDistinct({ tier: vendors.tier }).from(vendors);
    expect(tiers.length).toBeGreaterThan(1);
  });

  it('puts TAG users in the India group and in others, but not the demo recruiter', async () => {
    const tags = await database.db
      .select({ email: users.email, group: businessGroups.name, vendorId: users.vendorId })
      .from(users)
      .leftJoin(businessGroups, eq(businessGroups.id, users.businessGroupId))
      .where(eq(users.role, 'TAG'));
    expect(tags.filter((t) => t.group === INDIA_GROUP_NAME).length).toBeGreaterThan(0);
    expect(tags.filter((t) => t.group !== INDIA_GROUP_NAME && t.group !== null).length).toBeGreaterThan(1);
    expect(tags.find((t) => t.email === 'recruiter@talentdesk.test')?.group).not.toBe(INDIA_GROUP_NAME);
    expect(tags.every((t) => t.vendorId === null)).toBe(true);

    const vendorUsers = await database.db.select().from(users).where(eq(users.role, 'VENDOR'));
    expect(vendorUsers.every((u) => u.vendorId !== null && u.businessGroupId === null)).toBe(true);
  });

  it('is deterministic: a second fresh database gets the same people', async () => {
    const other = await openTestDatabase(serverUrl);
    try {
      await seedReferenceData(other.db);
      await seedDemoData(other.db, files, { candidates: 0 });
      expect(await people(other)).toEqual(await people(database));
    } finally {
      await other.close();
    }
  });

  it('loads larger sizes with unique e-mails, and refuses to load twice into the same tables', async () => {
    const other = await openTestDatabase(serverUrl);
    try {
      await seedReferenceData(other.db);
      const large = await seedDemoData(other.db, files, { users: 2500, vendors: 60, candidates: 20 });
      expect(large).toMatchObject({ users: 2500, vendors: 60 });
      expect(large.inactiveVendors).toBeGreaterThan(1);
      const emails = (await other.db.select({ email: users.email }).from(users)).map((u) =>
        u.email.toLowerCase(),
      );
      expect(new Set(emails).size).toBe(2500);

      // One transaction: the failed second run leaves the first run's rows exactly as they were.
      await expect(seedDemoData(other.db, files, { users: 10, candidates: 0 })).rejects.toThrow();
      const [after] = await other.db.select({ n: count() }).from(users);
      expect(after?.n).toBe(2500);
    } finally {
      await other.close();
    }
  });
});
