import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { candidateListQuerySchema, type CandidateListQuery } from '@talent-desk/shared';
import type { Database } from '../db/client.js';
import { languages, skills, users, vendors } from '../db/schema/index.js';
import { seedDemoData, seedReferenceData } from '../seed/index.js';
import { localFileStorage } from '../integrations/files/local-file-storage.js';
import type { Actor } from '../lib/actor.js';
import { listCandidates } from '../wings/candidates/index.js';
import { openTestDatabase } from '../test/test-database.js';
import { capturingDb, planWithoutSeqScan } from './capture-queries.js';

/**
 * docs/architecture.md §3 "Every list query is backed by an index; check with EXPLAIN": for each filter of
 * the candidate list, the statements the real list service sends are planned with sequential scans off. A
 * filter that no index can serve still plans as 'Seq Scan on candidates' (disabled, but there); and the count
 * (no ORDER BY to lean on) must reach the filtered column through an index condition.
 */
describe('candidate list: every filter is served by an index', () => {
  let database: Database;
  let filesDir: string;
  let tag: Actor;
  let vendor: Actor;
  let refs: { city: string; hindi: string; skill: string };

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'td-plan-'));
    database = await openTestDatabase(process.env.TEST_DATABASE_URL);
    await seedReferenceData(database.db);
    // 300 demo candidates and 1,700 bulk ones: small, but with the real distribution of values.
    await seedDemoData(database.db, localFileStorage(filesDir), { candidates: 2000 });
    const actorOf = async (email: string): Promise<Actor> => {
      const [u] = await database.db
        .select({
          userId: users.id,
          externalId: users.externalId,
          role: users.role,
          vendorId: users.vendorId,
          businessGroupId: users.businessGroupId,
        })
        .from(users)
        .where(eq(users.email, email));
      if (!u) throw new Error(`no user ${email}`);
      return { ...u, vendorExternalId: null };
    };
    tag = await actorOf('recruiter@talentdesk.test');
    vendor = await actorOf('vendor@acme.test');
    const [city] = (
      await database.db.execute<{ city: string }>(
        sql`SELECT city FROM candidates WHERE country = 'USA' ORDER BY id LIMIT 1`,
      )
    ).rows;
    const [hindi] = await database.db
      .select({ id: languages.externalId })
      .from(languages)
      .where(eq(languages.name, 'Hindi'));
    const [skill] = await database.db
      .select({ id: skills.externalId })
      .from(skills)
      .where(eq(skills.name, 'TypeScript'));
    if (!city || !hindi || !skill) throw new Error('reference rows missing');
    refs = { city: city.city, hindi: hindi.id, skill: skill.id };
    expect(
      (await database.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.name, 'Acme Staffing')))
        .length,
    ).toBe(1);
  });
  afterAll(async () => {
    await database.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  /** Runs the list service on a recording database and plans every statement it sent. */
  async function plans(actor: Actor, input: Record<string, unknown>) {
    const query: CandidateListQuery = candidateListQuerySchema.parse({ size: '50', ...input });
    const { db, statements } = capturingDb(database.pool);
    await listCandidates(db, actor, query);
    const planned = [];
    for (const statement of statements) {
      planned.push({
        sql: statement.sql,
        plan: (await planWithoutSeqScan(database.pool, statement)).join('\n'),
      });
    }
    return planned;
  }

  // Each filter with a realistic value and the column its index condition must name in the count.
  const FILTERS: [string, () => Record<string, unknown>, RegExp][] = [
    ['search', () => ({ search: 'ann' }), /full_name/],
    ['names', () => ({ names: 'son' }), /full_name/],
    ['countries', () => ({ countries: 'USA' }), /country/],
    ['states', () => ({ states: 'California' }), /state/],
    ['cities', () => ({ cities: refs.city }), /city/],
    ['compliance', () => ({ compliance: 'false' }), /location_compliance/],
    ['sources', () => ({ sources: 'GL_WEBSITE' }), /source/],
    ['sourceNames', () => ({ sourceNames: 'Acme Staffing' }), /source_name/],
    ['yearsOfExperience', () => ({ yearsOfExperience: 'FIVE_TO_TEN' }), /years_of_experience/],
    ['educationalQualifications', () => ({ educationalQualifications: 'Ph.D' }), /educational_qualification/],
    [
      'languageExternalIds',
      () => ({ languageExternalIds: refs.hindi }),
      /candidate_languages_(language_idx|pkey)/,
    ],
    ['skillExternalIds', () => ({ skillExternalIds: refs.skill }), /candidate_skills_(skill_idx|pkey)/],
    ['statuses', () => ({ statuses: 'SHORTLISTED' }), /candidate_vacancies_status_idx/],
    [
      'statuses NOT_ASSIGNED',
      () => ({ statuses: 'NOT_ASSIGNED' }),
      /candidate_vacancies_pair_unique|candidates_status/,
    ],
    ['assessmentStatuses', () => ({ assessmentStatuses: 'COMPLETED' }), /assessment_status/],
    ['assessmentStatuses PENDING', () => ({ assessmentStatuses: 'PENDING' }), /assessment_status/],
    ['backgroundStatuses', () => ({ backgroundStatuses: 'READY_FOR_BGC' }), /background_status/],
    ['preScreeningStatuses', () => ({ preScreeningStatuses: 'PASSED' }), /pre_screening_status/],
    ['testStatuses', () => ({ testStatuses: 'FAILED' }), /test_status/],
  ];

  for (const [name, input, column] of FILTERS) {
    it(`[CAND-LIST-02] [LIST-05] filter ${name}: no Seq Scan on candidates, the count uses an index on it`, async () => {
      const planned = await plans(tag, { ...input(), column: 'createdAt', order: 'desc' });
      expect(planned.length).toBeGreaterThanOrEqual(2);
      for (const p of planned) expect(p.plan, `${p.sql}\n${p.plan}`).not.toMatch(/Seq Scan on candidates\b/);
      const count = planned.find((p) => /count\(/i.test(p.sql));
      expect(count, 'the list counts its matches').toBeDefined();
      const conditions = (count?.plan ?? '')
        .split('\n')
        .filter((line) =>
          /(Index Cond|Recheck Cond|Hash Cond|Join Filter|Index Scan using|Index Only Scan using|Bitmap Index Scan on)/.test(
            line,
          ),
        )
        .join('\n');
      expect(conditions, count?.plan).toMatch(column);
    });
  }

  it('[CAND-LIST-01] a VENDOR list reads its own candidates through the vendor index', async () => {
    const planned = await plans(vendor, { sources: 'VENDOR', column: 'fullName', order: 'asc' });
    for (const p of planned) expect(p.plan, p.plan).not.toMatch(/Seq Scan on candidates\b/);
    expect(planned.find((p) => /count\(/i.test(p.sql))?.plan).toMatch(/vendor_id/);
  });

  it('[LIST-01] [LIST-05] sorted pages without filters, first and deep, never scan candidates sequentially', async () => {
    for (const column of [
      'fullName',
      'createdAt',
      'country',
      'city',
      'source',
      'yearsOfExperience',
      'assessmentStatus',
      'backgroundStatus',
    ]) {
      for (const page of ['1', '30']) {
        const planned = await plans(tag, { column, order: 'asc', page });
        for (const p of planned)
          expect(p.plan, `${column} page ${page}\n${p.plan}`).not.toMatch(/Seq Scan on candidates\b/);
      }
    }
  });
});
