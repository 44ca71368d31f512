import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CareersApplicationAnswers } from '@talent-desk/shared';
import type { Database } from '../../db/client.js';
import { openTestDatabase } from '../../test/test-database.js';
import type { FileStorage } from '../../integrations/files/file-storage.js';
import { localFileStorage } from '../../integrations/files/local-file-storage.js';
import { seedDemoData, seedReferenceData, type SeedSummary } from '../index.js';
import { DEMO_VENDOR_NAMES } from '../candidate-rows/seed-context.js';
import { DEMO_VENDOR_OPEN_SHARES } from './demo-vacancies.js';
import { resetDemoData } from '../reset.js';
import { compareFields } from '../../wings/candidates/index.js';
import {
  consistencyIssues,
  everyCandidateRow,
  snapshotOf,
  storedFileCount,
} from '../candidate-rows/seed-test-checks.js';

const serverUrl = process.env.TEST_DATABASE_URL;

describe('seedDemoData: vacancies and candidates', () => {
  let database: Database;
  let summary: SeedSummary;
  let filesDir: string;
  let files: FileStorage;
  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    database.db.execute<T>(query).then((r) => r.rows);

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'td-seed-candidates-'));
    files = localFileStorage(filesDir);
    database = await openTestDatabase(serverUrl);
    await seedReferenceData(database.db);
    summary = await seedDemoData(database.db, files);
  });
  afterAll(async () => {
    await database.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('[ENUM-04] loads about 300 candidates over all four sources and a few dozen vacancies', async () => {
    expect(summary.candidates).toBe(300);
    expect(summary.vacancies).toBe(36);
    const bySource = await rows<{ source: string; n: number }>(
      sql`SELECT source, count(*)::int AS n FROM candidates GROUP BY source`,
    );
    expect(Object.fromEntries(bySource.map((r) => [r.source, r.n]))).toEqual(summary.candidatesBySource);
    for (const source of ['DIRECT_SEARCH', 'GL_WEBSITE', 'VENDOR', 'EXTERNAL'] as const)
      expect(summary.candidatesBySource[source], source).toBeGreaterThan(20);
    const countries = await rows<{ country: string; n: number }>(
      sql`SELECT country, count(*)::int AS n FROM candidates GROUP BY country`,
    );
    const byCountry = new Map(countries.map((r) => [r.country, r.n]));
    expect(byCountry.get('USA')).toBeGreaterThan(60);
    expect(byCountry.get('India')).toBeGreaterThan(60);
    expect(byCountry.size).toBeGreaterThan(5);
  });

  it('[ENUM-02] [ENUM-03] vacancies: mostly OPEN, some ON_HOLD and closed, both types, India group, published', async () => {
    const [v] = await rows<Record<string, number>>(sql`
      SELECT count(*) FILTER (WHERE vacancies.status = 'OPEN')::int AS open,
             count(*) FILTER (WHERE vacancies.status = 'ON_HOLD')::int AS on_hold,
             count(*) FILTER (WHERE vacancies.status::text LIKE 'CLOSED%')::int AS closed,
             count(*) FILTER (WHERE vacancies.type = 'INTERNAL')::int AS internal,
             count(*) FILTER (WHERE publish_to_external_app)::int AS published,
             count(*) FILTER (WHERE g.name = 'India')::int AS india,
             count(*) FILTER (WHERE glo_vacancy_id ~ '^GLO-V-\\d{4}$')::int AS glo_ids,
             count(*) FILTER (WHERE u.role IN ('ADMIN', 'TAG'))::int AS by_staff
      FROM vacancies
      LEFT JOIN business_groups g ON g.id = vacancies.business_group_id
      LEFT JOIN users u ON u.id = vacancies.created_by_user_id`);
    expect(v?.open).toBeGreaterThan(18);
    expect(v?.on_hold).toBeGreaterThan(0);
    expect(v?.closed).toBeGreaterThan(0);
    expect(v?.internal).toBeGreaterThan(0);
    expect(v?.published).toBeGreaterThan(0);
    expect(v?.india).toBeGreaterThanOrEqual(5);
    expect(v?.glo_ids).toBe(36);
    expect(v?.by_staff).toBe(36);
  });

  it('[CAND-LIST-01] each demo vendor has its own candidates and OPEN vacancies shared with it', async () => {
    for (const name of DEMO_VENDOR_NAMES) {
      const [own] = await rows<{ n: number; wrong: number }>(sql`
        SELECT count(*)::int AS n,
               count(*) FILTER (WHERE c.source <> 'VENDOR' OR c.source_name <> v.name)::int AS wrong
        FROM candidates c JOIN vendors v ON v.id = c.vendor_id WHERE v.name = ${name}`);
      expect(own?.n, name).toBeGreaterThanOrEqual(15);
      expect(own?.wrong, name).toBe(0);
      const [shared] = await rows<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM vacancy_vendors vv
        JOIN vacancies va ON va.id = vv.vacancy_id JOIN vendors v ON v.id = vv.vendor_id
        WHERE v.name = ${name} AND va.status = 'OPEN'`);
      expect(shared?.n, name).toBeGreaterThanOrEqual(DEMO_VENDOR_OPEN_SHARES);
    }
    // Vendor candidates sit only on vacancies their vendor sees (shared, OPEN or ON_HOLD); only VENDOR
    // candidates have a vendor.
    const [outside] = await rows<{ n: number; vendorless: number }>(sql`
      SELECT count(*) FILTER (WHERE c.source = 'VENDOR' AND NOT EXISTS (
               SELECT 1 FROM vacancy_vendors vv JOIN vacancies va ON va.id = vv.vacancy_id
               WHERE vv.vacancy_id = cv.vacancy_id AND vv.vendor_id = c.vendor_id
                 AND va.status IN ('OPEN', 'ON_HOLD')))::int AS n,
             (SELECT count(*)::int FROM candidates
              WHERE (source = 'VENDOR') <> (vendor_id IS NOT NULL)) AS vendorless
      FROM candidate_vacancies cv JOIN candidates c ON c.id = cv.candidate_id`);
    expect(outside).toEqual({ n: 0, vendorless: 0 });
  });

  it('[CAND-STATUS-01] [CAND-STATUS-27] [BGC-01] [BGC-08] statuses and histories follow the shared rules', async () => {
    const candidates = await everyCandidateRow(database.db);
    expect(consistencyIssues(candidates)).toEqual([]);
    // Every pipeline status and several background states are present.
    const statuses = new Set(candidates.flatMap((c) => c.assignments.map((a) => a.status)));
    expect([...statuses].sort()).toEqual(
      ['ACCEPTED', 'OFFER_ACCEPTED', 'ONBOARDED', 'PENDING', 'REJECTED', 'SHORTLISTED'].sort(),
    );
    expect(candidates.some((c) => c.status === 'NOT_ASSIGNED')).toBe(true);
    const usa = candidates.filter((c) => c.country === 'USA');
    expect(usa.filter((c) => c.backgroundStatus === 'READY_FOR_BGC').length).toBeGreaterThan(3);
    expect(usa.filter((c) => c.backgroundStatus === 'BGC_COMPLETE').length).toBeGreaterThan(0);
    expect(usa.filter((c) => c.locationCompliance).length / usa.length).toBeGreaterThan(0.75);
    const [exports] = await rows<{ n: number; glo: number }>(sql`
      SELECT (SELECT count(*)::int FROM glo_exports) AS n,
             (SELECT count(*)::int FROM candidate_vacancies WHERE glo_assignment_id IS NOT NULL) AS glo`);
    expect(exports?.n).toBe(exports?.glo);
  });

  it('[CAND-VAL-06] phones start with + and are unique, e-mails unique, USA places from the reference lists', async () => {
    const [c] = await rows<Record<string, number>>(sql`
      SELECT count(*)::int AS n,
             count(DISTINCT phone)::int AS phones,
             count(DISTINCT lower(email))::int AS emails,
             count(*) FILTER (WHERE phone !~ '^\\+\\d{10,13}$')::int AS bad_phones,
             count(*) FILTER (WHERE country = 'India' AND phone !~ '^\\+91[6-9]\\d{9}$')::int AS bad_india,
             count(*) FILTER (WHERE country = 'USA' AND NOT EXISTS (
               SELECT 1 FROM us_cities ci JOIN us_states s ON s.id = ci.state_id
               WHERE s.name = candidates.state AND ci.name = candidates.city))::int AS bad_places,
             count(*) FILTER (WHERE country <> 'USA' AND state IS NOT NULL)::int AS stray_states,
             count(*) FILTER (WHERE (expected_rate IS NOT NULL) <> (country = 'India' AND source = 'VENDOR'))::int AS bad_rates
      FROM candidates`);
    expect(c).toEqual({
      n: 300,
      phones: 300,
      emails: 300,
      bad_phones: 0,
      bad_india: 0,
      bad_places: 0,
      stray_states: 0,
      bad_rates: 0,
    });
    const [extras] = await rows<{ languages: number; primaries: number; lonely: number }>(sql`
      SELECT (SELECT count(DISTINCT candidate_id)::int FROM candidate_languages) AS languages,
             (SELECT count(DISTINCT candidate_id)::int FROM candidate_skills WHERE is_primary) AS primaries,
             (SELECT count(*)::int FROM candidates c WHERE NOT EXISTS (
                SELECT 1 FROM candidate_skills s WHERE s.candidate_id = c.id)) AS lonely`);
    expect(extras).toEqual({ languages: 300, primaries: 300, lonely: 0 });
  });

  it('[AUD-11] [AUD-17] candidates carry application answers: mostly given, some blank, a few refuse e-mail', async () => {
    type Counts = Record<
      | 'unsubscribed'
      | 'eligible_answered'
      | 'usa'
      | 'usa_eligible'
      | 'others_answered'
      | 'others_eligible'
      | 'notice',
      number
    >;
    const [a] = await rows<Counts>(sql`
      SELECT count(*) FILTER (WHERE NOT email_notifications)::int AS unsubscribed,
             count(*) FILTER (WHERE eligible_to_work_in_us IS NOT NULL)::int AS eligible_answered,
             count(*) FILTER (WHERE country = 'USA')::int AS usa,
             count(*) FILTER (WHERE country = 'USA' AND eligible_to_work_in_us)::int AS usa_eligible,
             count(*) FILTER (WHERE country <> 'USA' AND eligible_to_work_in_us IS NOT NULL)::int AS others_answered,
             count(*) FILTER (WHERE country <> 'USA' AND eligible_to_work_in_us)::int AS others_eligible,
             count(*) FILTER (WHERE notice_period IS NOT NULL)::int AS notice
      FROM candidates`);
    if (!a) throw new Error('no counts');
    expect(a.unsubscribed).toBeGreaterThan(3);
    expect(a.unsubscribed).toBeLessThan(30);
    expect(a.eligible_answered).toBeGreaterThan(180);
    expect(a.eligible_answered).toBeLessThan(300);
    expect(a.usa_eligible / (a.usa || 1)).toBeGreaterThan(0.5);
    expect(a.others_eligible / (a.others_answered || 1)).toBeLessThan(0.3);
    // Notice period and expected rate stay where the candidate form keeps them (CAND-FORM-05).
    expect(a.notice).toBeGreaterThan(10);
    for (const column of [
      'eligible_to_work_in_us',
      'require_sponsorship_to_work_in_us',
      'on_site_work',
      'full_time_work',
      'rotating_shifts_work',
    ]) {
      const [c] = await rows<{ yes: number; no: number; blank: number }>(sql`
        SELECT count(*) FILTER (WHERE ${sql.identifier(column)})::int AS yes,
               count(*) FILTER (WHERE NOT ${sql.identifier(column)})::int AS no,
               count(*) FILTER (WHERE ${sql.identifier(column)} IS NULL)::int AS blank
        FROM candidates`);
      expect(c?.yes, column).toBeGreaterThan(10);
      expect(c?.no, column).toBeGreaterThan(10);
      expect(c?.blank, column).toBeGreaterThan(10);
    }
  });

  it('every demo candidate has its own stored PDF resume matching its size and sha256', async () => {
    const resumes = await rows<{ key: string; type: string; size: string; sha: string; name: string }>(sql`
      SELECT storage_key AS key, content_type AS type, size_bytes AS size, sha256 AS sha, file_name AS name
      FROM resumes`);
    expect(resumes).toHaveLength(300);
    expect(new Set(resumes.map((r) => r.key)).size).toBe(300);
    for (const resume of resumes.slice(0, 25)) {
      const body = await buffer(await files.read(resume.key));
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(body.length).toBe(Number(resume.size));
      expect(createHash('sha256').update(body).digest('hex')).toBe(resume.sha);
      expect(resume.type).toBe('application/pdf');
      expect(resume.name).toMatch(/^[a-z0-9-]+-resume\.pdf$/);
    }
  });

  it('[issue 20] careers-site applications: new GL_WEBSITE applicants, and known candidates whose application differs from a profile it never changed, each with its own stored file', async () => {
    type Row = {
      createdCandidate: boolean;
      answers: CareersApplicationAnswers;
      key: string;
      sha: string;
      size: string;
      address: string;
      candidateId: number;
      source: string;
      published: boolean;
      status: string;
      attached: boolean;
      profileSha: string;
      candidate: Record<string, unknown>;
    };
    const applications = await rows<Row>(sql`
      SELECT a.created_candidate AS "createdCandidate", a.answers, a.resume_storage_key AS key,
             a.resume_sha256 AS sha, a.resume_size_bytes AS size, a.client_address AS address,
             c.id AS "candidateId", c.source, v.publish_to_external_app AS published, v.status,
             exists (SELECT 1 FROM candidate_vacancies cv
                     WHERE cv.candidate_id = c.id AND cv.vacancy_id = v.id) AS attached,
             r.sha256 AS "profileSha",
             json_build_object('firstName', c.first_name, 'lastName', c.last_name, 'email', c.email,
               'phone', c.phone, 'country', c.country, 'state', c.state, 'city', c.city,
               'yearsOfExperience', c.years_of_experience,
               'educationalQualification', c.educational_qualification,
               'eligibleToWorkInUs', c.eligible_to_work_in_us,
               'requireSponsorshipToWorkInUs', c.require_sponsorship_to_work_in_us,
               'onSiteWork', c.on_site_work, 'fullTimeWork', c.full_time_work,
               'rotatingShiftsWork', c.rotating_shifts_work) AS candidate
      FROM careers_applications a
      JOIN candidates c ON c.id = a.candidate_id
      JOIN vacancies v ON v.id = a.vacancy_id
      JOIN resumes r ON r.candidate_id = c.id
      ORDER BY a.id`);
    const created = applications.filter((a) => a.createdCandidate);
    const known = applications.filter((a) => !a.createdCandidate);
    expect(created).toHaveLength(4);
    expect(known.length).toBeGreaterThanOrEqual(6);
    for (const a of applications) {
      expect(a.published && a.status === 'OPEN').toBe(true);
      expect(a.address).toMatch(/^(203\.0\.113|198\.51\.100|192\.0\.2)\.\d+$|^2001:db8:/);
      const body = await buffer(await files.read(a.key));
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(createHash('sha256').update(body).digest('hex')).toBe(a.sha);
      expect(body.length).toBe(Number(a.size));
    }
    // A new person: the GL_WEBSITE candidate the application created, attached, its resume the same file.
    for (const a of created) {
      expect(a).toMatchObject({ source: 'GL_WEBSITE', attached: true });
      expect(a.sha).toBe(a.profileSha);
      expect(compareFields(a.answers, a.candidate as never).filter((f) => f.differs)).toEqual([]);
    }
    // A known candidate: not attached by the application, something differs (values or the resume).
    for (const a of known) {
      expect(['DIRECT_SEARCH', 'EXTERNAL']).toContain(a.source);
      expect(a.attached).toBe(false);
      expect(a.sha).not.toBe(a.profileSha);
    }
    const differing = known.map((a) =>
      compareFields(a.answers, a.candidate as never).filter((f) => f.differs),
    );
    expect(differing.filter((fields) => fields.length > 0).length).toBeGreaterThanOrEqual(5);
    expect(new Set(differing.flat().map((f) => f.field))).toEqual(
      new Set([
        'phone',
        'location',
        'lastName',
        'yearsOfExperience',
        'educationalQualification',
        'eligibleToWorkInUS',
        'onSiteWork',
        'fullTimeWork',
      ]),
    );
    // One applied twice.
    const perCandidate = new Map<number, number>();
    for (const a of known) perCandidate.set(a.candidateId, (perCandidate.get(a.candidateId) ?? 0) + 1);
    expect([...perCandidate.values()]).toContain(2);
  });

  // Seeds the whole demo twice more and resets it: about 15 s alone, over a minute on a machine whose
  // both cores run other tests too. The timeout is there to catch a hang, not to time the seed.
  it(
    'is deterministic; reset removes the resume files; a failed run leaves no rows and no files',
    { timeout: 240_000 },
    async () => {
      const other = await openTestDatabase(serverUrl);
      const otherDir = await mkdtemp(join(tmpdir(), 'td-seed-candidates-'));
      try {
        const otherFiles = localFileStorage(otherDir);
        await seedReferenceData(other.db);
        await seedDemoData(other.db, otherFiles);
        expect(await snapshotOf(other.db)).toEqual(await snapshotOf(database.db));
        // The resumes, and the careers-site applications' own files.
        const [applications] = (
          await other.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM careers_applications`)
        ).rows;
        expect(await storedFileCount(otherDir)).toBe(300 + (applications?.n ?? 0));

        await resetDemoData(other.db, otherFiles);
        expect(await storedFileCount(otherDir)).toBe(0);
        const [emptied] = (
          await other.db.execute<{ n: number }>(
            sql`SELECT (SELECT count(*) FROM audiences) + (SELECT count(*) FROM candidates) AS n`,
          )
        ).rows;
        expect(Number(emptied?.n)).toBe(0);

        // Storage that breaks after 50 resumes: the transaction rolls back and the 50 files go too.
        let puts = 0;
        const failing: FileStorage = {
          ...otherFiles,
          put: async (key, body) => {
            if (++puts > 50) throw new Error('disk full');
            await otherFiles.put(key, body);
          },
        };
        await expect(seedDemoData(other.db, failing)).rejects.toThrow('disk full');
        expect(await storedFileCount(otherDir)).toBe(0);
        const [left] = (await other.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`))
          .rows;
        expect(left?.n).toBe(0);
      } finally {
        await other.close();
        await rm(otherDir, { recursive: true, force: true });
      }
    },
  );
});
