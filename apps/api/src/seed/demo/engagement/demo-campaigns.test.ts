import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_CREATION_STEPS,
  CAMPAIGN_STATUSES,
  checkSurveyAnswers,
  unknownPlaceholders,
  utcDayOf,
  type SurveyQuestionType,
} from '@talent-desk/shared';
import type { FileStorage } from '../../../integrations/files/file-storage.js';
import { localFileStorage } from '../../../integrations/files/local-file-storage.js';
import { readCampaignStatistics } from '../../../wings/engagement/index.js';
import { openTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../../db/client.js';
import { seedDemoData, seedReferenceData, type SeedSummary } from '../../index.js';
import { resetDemoData } from '../../reset.js';

const serverUrl = process.env.TEST_DATABASE_URL;
/** A fixed seeding moment: the campaigns' dates are relative to its UTC day. */
const NOW = new Date('2026-11-25T17:10:00Z');
const MIDNIGHT = Date.UTC(2026, 10, 25);
const DAY_MS = 86_400_000;

describe('seedDemoData: campaigns', () => {
  let database: Database;
  let summary: SeedSummary;
  let filesDir: string;
  let files: FileStorage;
  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    database.db.execute<T>(query).then((r) => r.rows);

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'td-seed-campaigns-'));
    files = localFileStorage(filesDir);
    database = await openTestDatabase(serverUrl);
    await seedReferenceData(database.db);
    summary = await seedDemoData(database.db, files, {}, { now: NOW });
  });
  afterAll(async () => {
    await database.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('[ENUM-16] [CAMP-20] every status and every draft step, owned by the demo admin and the demo recruiter', async () => {
    const campaigns = await rows<{ name: string; status: string; step: string; owner: string }>(sql`
      SELECT c.name, c.status, c.creation_step AS step, u.email AS owner
      FROM campaigns c JOIN users u ON u.id = c.owner_user_id ORDER BY c.id`);
    expect(summary.campaigns.campaigns).toBe(campaigns.length);
    expect(new Set(campaigns.map((c) => c.status))).toEqual(new Set(CAMPAIGN_STATUSES));
    const drafts = campaigns.filter((c) => c.status === 'DRAFT').map((c) => c.step);
    expect(new Set(drafts)).toEqual(new Set(CAMPAIGN_CREATION_STEPS));
    expect(new Set(campaigns.map((c) => c.owner))).toEqual(
      new Set(['admin@talentdesk.test', 'recruiter@talentdesk.test']),
    );
    expect(campaigns.filter((c) => c.status !== 'DRAFT').every((c) => c.step === 'PREVIEW')).toBe(true);
  });

  it('[CAMP-12] dates fit each status on the real clock: SCHEDULED ahead, OPEN now, CLOSED and ARCHIVED past', async () => {
    const campaigns = await rows<Record<string, number | null> & { status: string }>(sql`
      SELECT status,
             (extract(epoch FROM start_time) * 1000)::float8 AS start,
             (extract(epoch FROM end_time) * 1000)::float8 AS "end",
             (extract(epoch FROM closed_at) * 1000)::float8 AS closed,
             (extract(epoch FROM created_at) * 1000)::float8 AS created,
             (extract(epoch FROM scheduled_at) * 1000)::float8 AS scheduled
      FROM campaigns`);
    const now = NOW.getTime();
    for (const c of campaigns) {
      expect(c.created ?? Infinity, c.status).toBeLessThan(now);
      if (c.status === 'SCHEDULED') expect(c.start ?? 0).toBeGreaterThan(now);
      if (c.status === 'OPEN') expect((c.start ?? Infinity) < now && now < (c.end ?? 0)).toBe(true);
      if (c.status === 'CLOSED' || c.status === 'ARCHIVED') expect(c.closed ?? Infinity).toBeLessThan(now);
      if (c.status !== 'DRAFT') expect((c.scheduled ?? Infinity) < (c.start ?? 0)).toBe(true);
    }
  });

  it('[CAMP-10] one OPEN campaign with a few hundred demo candidates who accepted e-mail when it opened', async () => {
    const [open] = await rows<Record<string, number>>(sql`
      SELECT count(*)::int AS recipients,
             count(*) FILTER (WHERE r.email <> c.email)::int AS wrong_address,
             count(*) FILTER (WHERE c.email_notifications <> (r.unsubscribed_at IS NULL))::int AS wrong_consent,
             count(*) FILTER (WHERE c.id > 300)::int AS bulk
      FROM campaigns k JOIN campaign_recipients r ON r.campaign_id = k.id JOIN candidates c ON c.id = r.candidate_id
      WHERE k.status = 'OPEN'`);
    expect(open?.recipients).toBeGreaterThanOrEqual(200);
    expect(open).toMatchObject({ wrong_address: 0, wrong_consent: 0, bulk: 0 });
    // A candidate who unsubscribed from an earlier campaign is no recipient of a later one.
    const [later] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM campaign_recipients earlier
      JOIN campaigns e ON e.id = earlier.campaign_id
      JOIN campaign_recipients later ON later.candidate_id = earlier.candidate_id
      JOIN campaigns l ON l.id = later.campaign_id
      WHERE earlier.unsubscribed_at IS NOT NULL AND l.start_time > e.start_time`);
    expect(later?.n).toBe(0);
    const [unsubscribed] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM campaign_recipients r JOIN candidates c ON c.id = r.candidate_id
      WHERE r.unsubscribed_at IS NOT NULL AND c.email_notifications`);
    expect(unsubscribed?.n).toBe(0);
  });

  it("[STAT-01] recipients' columns tell one story and every event matches them, nothing after the seeding day", async () => {
    const [state] = await rows<Record<string, number>>(sql`
      SELECT count(*) FILTER (WHERE delivery = 'FAILED' AND (sent_at IS NOT NULL OR opened_at IS NOT NULL OR last_error IS NULL))::int AS bad_failed,
             count(*) FILTER (WHERE delivery NOT IN ('SENT', 'FAILED'))::int AS unsent,
             count(*) FILTER (WHERE opened_at < sent_at OR survey_opened_at < opened_at OR submitted_at < survey_opened_at)::int AS out_of_order,
             count(*) FILTER (WHERE (opened_at IS NOT NULL AND sent_at IS NULL) OR (survey_opened_at IS NOT NULL AND opened_at IS NULL)
                              OR (submitted_at IS NOT NULL AND survey_opened_at IS NULL))::int AS skipped_step,
             count(*) FILTER (WHERE submitted_at IS NOT NULL AND unsubscribed_at IS NOT NULL)::int AS both,
             count(*) FILTER (WHERE delivery = 'FAILED')::int AS failed,
             count(*) FILTER (WHERE unsubscribed_at IS NOT NULL)::int AS unsubscribed
      FROM campaign_recipients`);
    expect(state).toMatchObject({ bad_failed: 0, unsent: 0, out_of_order: 0, skipped_step: 0, both: 0 });
    expect(state?.failed).toBeGreaterThan(0);
    expect(state?.unsubscribed).toBeGreaterThan(0);
    const [mismatch] = await rows<{ n: number; events: number; late: number; outside: number }>(sql`
      WITH expected AS (
        SELECT r.campaign_id, r.id, e.type, e.at FROM campaign_recipients r
        CROSS JOIN LATERAL (VALUES ('EMAIL_SENT', r.sent_at), ('EMAIL_OPENED', r.opened_at),
          ('SURVEY_OPENED', r.survey_opened_at), ('SURVEY_SUBMITTED', r.submitted_at),
          ('UNSUBSCRIBE_EVENT', r.unsubscribed_at)) AS e(type, at)
        WHERE e.at IS NOT NULL
      ), actual AS (SELECT campaign_id, recipient_id AS id, type::text, occurred_at AS at FROM campaign_events)
      SELECT (SELECT count(*)::int FROM ((SELECT * FROM expected EXCEPT ALL SELECT * FROM actual)
                UNION ALL (SELECT * FROM actual EXCEPT ALL SELECT * FROM expected)) d) AS n,
             (SELECT count(*)::int FROM campaign_events) AS events,
             (SELECT count(*)::int FROM campaign_events WHERE occurred_at >= ${new Date(MIDNIGHT).toISOString()}::timestamptz) AS late,
             (SELECT count(*)::int FROM campaign_events e JOIN campaigns c ON c.id = e.campaign_id
              WHERE e.occurred_at < c.start_time OR e.occurred_at > coalesce(c.closed_at, c.end_time)) AS outside`);
    expect(mismatch).toEqual({ n: 0, events: summary.campaigns.events, late: 0, outside: 0 });
  });

  it('[STAT-02] [STAT-06] the OPEN campaign has opens, survey answers and unsubscribes in the last 7 days', async () => {
    const [open] = await rows<{ externalId: string }>(
      sql`SELECT external_id AS "externalId" FROM campaigns WHERE status = 'OPEN'`,
    );
    const answer = await readCampaignStatistics(database.db, open?.externalId ?? '', {
      period: 'DAILY',
      from: utcDayOf(MIDNIGHT - 6 * DAY_MS),
      to: utcDayOf(MIDNIGHT),
    });
    expect(answer.totals.EMAIL_OPENED).toBeGreaterThan(10);
    expect(answer.totals.SURVEY_SUBMITTED).toBeGreaterThan(3);
    const opensPerDay = answer.items.find((i) => i.surveyEventType === 'EMAIL_OPENED')?.statisticData ?? [];
    expect(opensPerDay.slice(0, 6).filter((p) => p.count > 0).length).toBeGreaterThanOrEqual(4);
    const whole = await readCampaignStatistics(database.db, open?.externalId ?? '', {
      period: 'ALL_TIME',
      from: utcDayOf(MIDNIGHT - 60 * DAY_MS),
      to: utcDayOf(MIDNIGHT),
    });
    expect(whole.rates.openRate).toBeGreaterThan(0.3);
    expect(whole.rates.openRate).toBeLessThan(0.9);
    expect(whole.rates.responseRate).toBeGreaterThan(0.1);
  });

  it('[RESP-24] survey copies for scheduled and later campaigns; each submitter has a response the survey check accepts', async () => {
    const copies = await rows<{ status: string; survey: boolean; copied: number }>(sql`
      SELECT c.status, c.survey_template_id IS NOT NULL AS survey, count(q.id)::int AS copied
      FROM campaigns c LEFT JOIN campaign_survey_questions q ON q.campaign_id = c.id GROUP BY c.id`);
    for (const c of copies) expect(c.copied > 0, c.status).toBe(c.survey && c.status !== 'DRAFT');
    const [counts] = await rows<{ responses: number; submitters: number; types: number }>(sql`
      SELECT (SELECT count(*)::int FROM survey_responses s JOIN campaign_recipients r ON r.id = s.recipient_id
              WHERE s.submitted_at = r.submitted_at AND s.candidate_id = r.candidate_id) AS responses,
             (SELECT count(*)::int FROM campaign_recipients WHERE submitted_at IS NOT NULL) AS submitters,
             (SELECT count(DISTINCT q.type)::int FROM survey_answers a
              JOIN campaign_survey_questions q ON q.id = a.question_id) AS types`);
    expect(counts?.responses).toBe(counts?.submitters);
    expect(counts?.responses).toBe(summary.campaigns.responses);
    expect(counts?.types).toBe(6);

    type Question = {
      id: number;
      externalId: string;
      question: string;
      type: SurveyQuestionType;
      mandatory: boolean;
      options: { externalId: string }[];
    };
    const questions = await rows<Question & { campaignId: number }>(sql`
      SELECT id, external_id AS "externalId", text AS question, type, mandatory, options, campaign_id AS "campaignId"
      FROM campaign_survey_questions ORDER BY campaign_id, order_no`);
    const answers = await rows<{
      responseId: number;
      campaignId: number;
      questionId: number;
      b: boolean | null;
      n: string | null;
      d: string | null;
      c: string[] | null;
    }>(sql`
      SELECT a.response_id AS "responseId", s.campaign_id AS "campaignId", a.question_id AS "questionId",
             a.boolean_value AS b, a.number_value::text AS n, a.date_value::text AS d, a.choice_external_ids::text[] AS c
      FROM survey_answers a JOIN survey_responses s ON s.id = a.response_id ORDER BY a.id`);
    const byResponse = new Map<number, typeof answers>();
    for (const a of answers) byResponse.set(a.responseId, [...(byResponse.get(a.responseId) ?? []), a]);
    expect(byResponse.size).toBe(counts?.responses);
    for (const [responseId, given] of byResponse) {
      const survey = questions.filter((q) => q.campaignId === given[0]?.campaignId);
      const submission = given.map((a) => {
        const question = survey.find((q) => q.id === a.questionId);
        const value =
          a.b ??
          (a.n !== null ? Number(a.n) : null) ??
          a.d ??
          (question?.type === 'MULTIPLE_CHOICE' ? a.c : (a.c?.[0] ?? null));
        return { questionExternalId: question?.externalId ?? '', value };
      });
      const check = checkSurveyAnswers(survey, submission);
      expect(check, `response ${responseId}`).toMatchObject({ ok: true });
    }
  });

  it("[CAMP-22] the campaigns' e-mails use known placeholders only", async () => {
    const emails = await rows<{ subject: string | null; body: string | null }>(
      sql`SELECT subject, body FROM campaigns WHERE subject IS NOT NULL`,
    );
    expect(emails.length).toBeGreaterThanOrEqual(5);
    for (const email of emails) expect(unknownPlaceholders(`${email.subject} ${email.body}`)).toEqual([]);
  });

  it('is deterministic for the same seeding day, and --reset empties the campaigns and all that hangs on them', async () => {
    const shape = async (db: Database) =>
      (
        await db.db.execute(sql`
          SELECT c.name, c.status, c.start_time, c.end_time, r.candidate_id, r.delivery, r.sent_at, r.opened_at,
                 r.survey_opened_at, r.submitted_at, r.unsubscribed_at,
                 (SELECT count(*) FROM survey_answers a JOIN survey_responses s ON s.id = a.response_id
                  WHERE s.recipient_id = r.id) AS answers
          FROM campaigns c LEFT JOIN campaign_recipients r ON r.campaign_id = c.id ORDER BY c.id, r.id`)
      ).rows;
    const other = await openTestDatabase(serverUrl);
    const otherDir = await mkdtemp(join(tmpdir(), 'td-seed-campaigns-'));
    try {
      const otherFiles = localFileStorage(otherDir);
      await seedReferenceData(other.db);
      await seedDemoData(other.db, otherFiles, {}, { now: new Date(MIDNIGHT + 3_600_000) });
      expect(await shape(other)).toEqual(await shape(database));

      await resetDemoData(other.db, otherFiles);
      const [left] = (
        await other.db.execute<{ n: number }>(sql`
          SELECT (SELECT count(*) FROM campaigns) + (SELECT count(*) FROM campaign_recipients)
               + (SELECT count(*) FROM campaign_events) + (SELECT count(*) FROM survey_responses)
               + (SELECT count(*) FROM campaign_survey_questions) AS n`)
      ).rows;
      expect(Number(left?.n)).toBe(0);
    } finally {
      await other.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});
