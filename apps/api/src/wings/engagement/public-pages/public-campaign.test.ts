import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_SURVEY_MESSAGES as M, type PublicSurvey } from '@talent-desk/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { openDueCampaign } from '../sending/campaign-open.service.js';
import { claimRecipients } from '../sending/recipient-claims.repo.js';
import {
  addSurvey,
  insertCampaign,
  insertCandidate,
  type TestQuestion,
} from '../testing/campaign-fixtures.js';
import { PIXEL_GIF } from './open-pixel.js';
import { UNSUBSCRIBED_BEFORE_SENDING } from './unsubscribe.repo.js';

/** The campaign jobs poll once at start and then never: each test opens its campaign itself. */
const IDLE_JOBS = { campaigns: { pollingIntervalMs: 3_600_000, sweepIntervalMs: 3_600_000 } };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: IDLE_JOBS });
});
afterAll(async () => {
  await t?.close();
});

const EVERY_TYPE: TestQuestion[] = [
  { text: 'Are you open to relocation?', type: 'BOOLEAN', mandatory: true },
  { text: 'How many years of Java?', type: 'NUMBER', mandatory: true },
  { text: 'Preferred office', type: 'SELECT', mandatory: true, options: ['Pune', 'Berlin'] },
  { text: 'Work model', type: 'SINGLE_CHOICE', mandatory: false, options: ['Remote', 'Hybrid'] },
  { text: 'Earliest start', type: 'DATE', mandatory: false },
  {
    text: 'Languages you speak',
    type: 'MULTIPLE_CHOICE',
    mandatory: false,
    options: ['English', 'German', 'Hindi'],
  },
];

type Opened = { campaignId: number; token: string; candidateId: number };

const CLAIM_POLICY = {
  batchSize: 10,
  retryDelaySeconds: 30,
  maxRetryDelaySeconds: 60,
  claimTimeoutSeconds: 60,
};

/**
 * An OPEN campaign with one recipient whose e-mail the engine is writing: the claim issued its link
 * token (only the digest is stored), as the e-mail carries it.
 */
async function openCampaign(tag: string, questions: readonly TestQuestion[] = EVERY_TYPE): Promise<Opened> {
  const pool = t.database.pool;
  const candidateId = await insertCandidate(pool, {
    firstName: 'Maria',
    lastName: tag,
    email: `maria.${tag}@example.test`,
  });
  const campaignId = await insertCampaign(pool, { name: `Campaign ${tag}`, tag, ownerUserId: t.tag.id });
  if (questions.length > 0) await addSurvey(pool, campaignId, questions);
  const opened = await openDueCampaign({ db: t.db, queueClose: async () => {} }, campaignId);
  expect(opened).toEqual({ outcome: 'opened', recipients: 1 });
  const [claim] = await claimRecipients(t.db, campaignId, CLAIM_POLICY);
  const token = claim?.token;
  if (!token) throw new Error('no recipient');
  return { campaignId, token, candidateId };
}

async function events(campaignId: number, type: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    'select count(*)::int as n from campaign_events where campaign_id = $1 and type = $2',
    [campaignId, type],
  );
  return rows[0]?.n ?? 0;
}

const getSurvey = (token: string) => t.inject({ method: 'GET', url: `/api/public/surveys/${token}` });
const postSurvey = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: `/api/public/surveys/${token}`, payload: payload as object, headers });

/** A complete, valid submission of EVERY_TYPE, by the survey's own ids. */
function fullAnswers(survey: PublicSurvey) {
  const [relocate, years, office, model, start, languages] = survey.questions;
  if (!relocate || !years || !office || !model || !start || !languages) throw new Error('questions missing');
  return [
    { questionExternalId: relocate.externalId, value: true },
    { questionExternalId: years.externalId, value: 7 },
    { questionExternalId: office.externalId, value: office.options[1]?.externalId ?? null },
    { questionExternalId: model.externalId, value: null },
    { questionExternalId: start.externalId, value: '2026-09-01' },
    {
      questionExternalId: languages.externalId,
      value: languages.options.slice(0, 2).map((o) => o.externalId),
    },
  ];
}

describe('public survey (GET/POST /api/public/surveys/{token})', () => {
  it('the survey copy in order with every question type; the first visit is recorded once; unknown, malformed and survey-less tokens are 404', async () => {
    const { campaignId, token } = await openCampaign('surveyread');
    const first = await getSurvey(token);
    expect(first.statusCode).toBe(200);
    const survey = first.json<PublicSurvey>();
    expect(survey).toMatchObject({ campaignName: 'Campaign surveyread', submitted: false, closed: false });
    expect(
      survey.questions.map((q) => [q.question, q.type, q.mandatory, q.options.map((o) => o.value)]),
    ).toEqual(EVERY_TYPE.map((q) => [q.text, q.type, q.mandatory, q.options ?? []]));
    await getSurvey(token);
    expect(await events(campaignId, 'SURVEY_OPENED')).toBe(1);

    const unknown = 'A'.repeat(43);
    for (const bad of [unknown, 'short', '..%2F..']) {
      const response = await getSurvey(bad);
      expect(response.statusCode, bad).toBe(404);
      expect(response.json().message).toBe(M.linkNotFound);
    }
    const noSurvey = await openCampaign('nosurvey', []);
    expect((await getSurvey(noSurvey.token)).json()).toMatchObject({
      status: 404,
      message: M.surveyNotFound,
    });
  });

  it('answers are checked per type and mandatory flag (400 naming the question, with the check’s stable code); one submission is stored in one piece; a second is 409 and the page then shows thanks', async () => {
    const { campaignId, token } = await openCampaign('surveysubmit');
    const survey = (await getSurvey(token)).json<PublicSurvey>();
    const answers = fullAnswers(survey);

    const missing = await postSurvey(token, { answers: answers.slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([
      {
        path: `answers.${survey.questions[0]?.externalId}`,
        message: `Are you open to relocation?: ${M.answerRequired}`,
        code: 'answerRequired',
      },
    ]);
    const wrongType = await postSurvey(token, {
      answers: answers.map((a, i) => (i === 1 ? { ...a, value: 'seven' } : a)),
    });
    expect(wrongType.json().fields).toEqual([
      {
        path: `answers.${survey.questions[1]?.externalId}`,
        message: `How many years of Java?: ${M.answerNumber}`,
        code: 'answerNumber',
      },
    ]);
    expect(await events(campaignId, 'SURVEY_SUBMITTED')).toBe(0);

    const ok = await postSurvey(token, { answers });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ submitted: true, message: M.submitted });
    const again = await postSurvey(token, { answers });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_SUBMITTED', message: M.alreadySubmitted });
    expect((await getSurvey(token)).json()).toMatchObject({ submitted: true, closed: false });

    const { rows } = await t.database.pool.query(
      `select q.type::text, a.boolean_value, a.number_value, a.date_value::text, a.choice_external_ids::text[] as choices
       from survey_responses r join survey_answers a on a.response_id = r.id
       join campaign_survey_questions q on q.id = a.question_id
       where r.campaign_id = $1 order by q.order_no`,
      [campaignId],
    );
    const [, , office, , , languages] = survey.questions;
    expect(rows).toEqual([
      { type: 'BOOLEAN', boolean_value: true, number_value: null, date_value: null, choices: null },
      { type: 'NUMBER', boolean_value: null, number_value: '7', date_value: null, choices: null },
      {
        type: 'SELECT',
        boolean_value: null,
        number_value: null,
        date_value: null,
        choices: [office?.options[1]?.externalId],
      },
      { type: 'DATE', boolean_value: null, number_value: null, date_value: '2026-09-01', choices: null },
      {
        type: 'MULTIPLE_CHOICE',
        boolean_value: null,
        number_value: null,
        date_value: null,
        choices: languages?.options.slice(0, 2).map((o) => o.externalId),
      },
    ]);
    expect(await events(campaignId, 'SURVEY_SUBMITTED')).toBe(1);
  });

  it('a closed campaign says so and refuses answers (409); a cross-site POST is refused like the careers site', async () => {
    const { campaignId, token } = await openCampaign('surveyclosed');
    const survey = (await getSurvey(token)).json<PublicSurvey>();
    const crossSite = await postSurvey(
      token,
      { answers: fullAnswers(survey) },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.statusCode).toBe(403);
    await t.database.pool.query("update campaigns set status = 'CLOSED' where id = $1", [campaignId]);
    expect((await getSurvey(token)).json()).toMatchObject({ closed: true, submitted: false });
    const refused = await postSurvey(token, { answers: fullAnswers(survey) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CAMPAIGN_CLOSED', message: M.campaignClosed });
  });
});

describe('unsubscribe (GET/POST /api/public/unsubscribe/{token})', () => {
  it('the page reads who and which campaign; the POST turns campaign e-mail off for later campaigns and cancels the unsent ones, once, idempotently', async () => {
    const { campaignId, token, candidateId } = await openCampaign('unsub');
    // Another campaign already open with the same candidate, its e-mail not sent yet.
    const other = await insertCampaign(t.database.pool, {
      name: 'Other unsub',
      tag: 'unsub',
      ownerUserId: null,
    });
    expect(await openDueCampaign({ db: t.db, queueClose: async () => {} }, other)).toMatchObject({
      recipients: 1,
    });
    expect((await t.inject({ method: 'GET', url: `/api/public/unsubscribe/${token}` })).json()).toEqual({
      campaignName: 'Campaign unsub',
      maskedEmail: 'm***b@example.test',
      unsubscribed: false,
    });
    for (let i = 0; i < 2; i++) {
      const response = await t.inject({
        method: 'POST',
        url: `/api/public/unsubscribe/${token}`,
        payload: {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ unsubscribed: true, message: M.unsubscribed });
    }
    expect(await events(campaignId, 'UNSUBSCRIBE_EVENT')).toBe(1);
    const { rows } = await t.database.pool.query<{ email_notifications: boolean; unsubscribed: boolean }>(
      `select c.email_notifications, r.unsubscribed_at is not null as unsubscribed
       from candidates c join campaign_recipients r on r.candidate_id = c.id where c.id = $1 order by r.id`,
      [candidateId],
    );
    expect(rows).toEqual([
      { email_notifications: false, unsubscribed: true },
      { email_notifications: false, unsubscribed: false },
    ]);
    const { rows: cancelled } = await t.database.pool.query(
      'select delivery::text, last_error from campaign_recipients where campaign_id = $1',
      [other],
    );
    expect(cancelled).toEqual([{ delivery: 'FAILED', last_error: UNSUBSCRIBED_BEFORE_SENDING }]);
    expect((await t.inject({ method: 'GET', url: `/api/public/unsubscribe/${token}` })).json()).toMatchObject(
      {
        unsubscribed: true,
      },
    );
    // A campaign opening later with the same audience no longer takes the candidate.
    const later = await insertCampaign(t.database.pool, {
      name: 'Later unsub',
      tag: 'unsub',
      ownerUserId: null,
    });
    expect(await openDueCampaign({ db: t.db, queueClose: async () => {} }, later)).toEqual({
      outcome: 'opened',
      recipients: 0,
    });
    expect((await t.inject({ method: 'POST', url: '/api/public/unsubscribe/nope' })).statusCode).toBe(404);
  });

  it('[RFC 8058] the one-click POST works cross-site with a form-encoded body and no page', async () => {
    const { campaignId, token } = await openCampaign('oneclick');
    const response = await t.inject({
      method: 'POST',
      url: `/api/public/unsubscribe/${token}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.provider.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(await events(campaignId, 'UNSUBSCRIBE_EVENT')).toBe(1);
    // Form bodies stay refused elsewhere (the survey takes JSON only).
    const form = await t.inject({
      method: 'POST',
      url: `/api/public/surveys/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'answers=1',
    });
    expect(form.statusCode).toBe(415);
  });
});

describe('open pixel (GET /api/public/campaigns/open/{token}.gif)', () => {
  it('always the 1x1 GIF, never cached; the first open of a known token recorded once; unknown tokens and a database error still get the image', async () => {
    const { campaignId, token } = await openCampaign('pixel');
    const fetchPixel = (key: string) =>
      t.inject({ method: 'GET', url: `/api/public/campaigns/open/${key}.gif` });
    for (const key of [token, token, 'B'.repeat(43), 'not-a-token']) {
      const response = await fetchPixel(key);
      expect(response.statusCode, key).toBe(200);
      expect(response.headers['content-type']).toBe('image/gif');
      expect(response.headers['cache-control']).toBe('no-store, max-age=0');
      expect(response.rawPayload.equals(PIXEL_GIF)).toBe(true);
    }
    expect(await events(campaignId, 'EMAIL_OPENED')).toBe(1);

    const other = await openCampaign('pixelfail');
    await t.database.pool.query('alter table campaign_events rename to campaign_events_away');
    try {
      const response = await fetchPixel(other.token);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PIXEL_GIF)).toBe(true);
    } finally {
      await t.database.pool.query('alter table campaign_events_away rename to campaign_events');
    }
  });
});
