import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_MESSAGES,
  STATISTICS_MESSAGES,
  SURVEY_EVENT_TYPES,
  statisticsBucketStarts,
  type CampaignStatistics,
  type SurveyEventType,
} from '@talent-desk/shared';
import { campaignEvents, campaignRecipients, campaigns } from '../../../db/schema/index.js';
import { CAMPAIGNS_URL, openCampaignHarness, type CampaignHarness } from '../testing/campaign-harness.js';
import type { Who } from '../../people/testing/index.js';
import { countCampaignEvents } from './campaign-statistics.repo.js';

let h: CampaignHarness;
let tagCampaign = '';
let adminDraft = '';
let tagCampaignId = 0;

const internalId = async (externalId: string) =>
  (await h.t.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.externalId, externalId)))[0]
    ?.id ?? 0;

/**
 * Events of one campaign around the UTC day boundaries of the range 2026-11-19..2026-11-25: the last
 * millisecond of a day, the first of the next, the last hour of the last day, the first instant after it.
 */
const EVENTS: readonly [SurveyEventType, string][] = [
  ['EMAIL_SENT', '2026-11-10T12:00:00Z'], // before the range
  ['EMAIL_SENT', '2026-11-19T00:00:00Z'],
  ['EMAIL_SENT', '2026-11-19T08:00:00Z'],
  ['EMAIL_SENT', '2026-11-19T08:00:01Z'],
  ['EMAIL_OPENED', '2026-11-19T23:59:59.999Z'],
  ['EMAIL_OPENED', '2026-11-20T00:00:00Z'],
  ['SURVEY_OPENED', '2026-11-21T10:00:00Z'],
  ['SURVEY_SUBMITTED', '2026-11-25T23:30:00Z'],
  ['UNSUBSCRIBE_EVENT', '2026-11-26T00:00:00Z'], // the first instant after the range
  ['EMAIL_OPENED', '2026-12-02T15:00:00Z'],
];

async function recordEvents(externalId: string, events: readonly [SurveyEventType, string][]) {
  const campaignId = await internalId(externalId);
  const [recipient] = await h.t.db
    .insert(campaignRecipients)
    .values({
      campaignId,
      candidateId: h.matching[0]?.id ?? 0,
      email: 'ana@example.test',
      delivery: 'SENT',
    })
    .returning({ id: campaignRecipients.id });
  await h.t.db.insert(campaignEvents).values(
    events.map(([type, at]) => ({
      campaignId,
      recipientId: recipient?.id ?? null,
      type,
      occurredAt: new Date(at),
    })),
  );
  return campaignId;
}

beforeAll(async () => {
  h = await openCampaignHarness();
  tagCampaign = await h.create('tag', { name: 'Statistics round' });
  adminDraft = await h.create('admin', { name: 'Statistics draft' });
  const other = await h.create('admin', { name: 'Statistics neighbour' });
  await h.setStatus(tagCampaign, 'OPEN');
  tagCampaignId = await recordEvents(tagCampaign, EVENTS);
  // Another campaign's events on the same days never count.
  await h.setStatus(other, 'OPEN');
  await recordEvents(other, [
    ['EMAIL_SENT', '2026-11-19T09:00:00Z'],
    ['EMAIL_OPENED', '2026-11-20T09:00:00Z'],
  ]);
});
afterAll(async () => {
  await h?.close();
});

const statistics = (id: string, query: string, as: Who | { cookie: string } = 'tag') =>
  h.call(as, 'GET', `${CAMPAIGNS_URL}/${id}/statistics?${query}`);

async function read(id: string, query: string): Promise<CampaignStatistics> {
  const response = await statistics(id, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const series = (answer: CampaignStatistics, type: SurveyEventType) =>
  answer.items.find((item) => item.surveyEventType === type)?.statisticData.map((p) => p.count);

describe('GET /api/campaigns/{id}/statistics', () => {
  it('[STAT-01] [STAT-06] DAILY: five series, a point for every UTC day of the range (zeros too), both ends included', async () => {
    const answer = await read(tagCampaign, 'period=DAILY&from=2026-11-19&to=2026-11-25');
    expect(answer.items.map((item) => item.surveyEventType)).toEqual([...SURVEY_EVENT_TYPES]);
    const days = statisticsBucketStarts('DAILY', '2026-11-19', '2026-11-25');
    expect(days).toHaveLength(7);
    for (const item of answer.items) expect(item.statisticData.map((p) => p.epochMilli)).toEqual(days);
    // 19  20  21  22  23  24  25 (November 2026, UTC days)
    expect(series(answer, 'EMAIL_SENT')).toEqual([3, 0, 0, 0, 0, 0, 0]);
    expect(series(answer, 'EMAIL_OPENED')).toEqual([1, 1, 0, 0, 0, 0, 0]);
    expect(series(answer, 'SURVEY_OPENED')).toEqual([0, 0, 1, 0, 0, 0, 0]);
    expect(series(answer, 'SURVEY_SUBMITTED')).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(series(answer, 'UNSUBSCRIBE_EVENT')).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(answer.totals).toEqual({
      EMAIL_SENT: 3,
      EMAIL_OPENED: 2,
      SURVEY_OPENED: 1,
      SURVEY_SUBMITTED: 1,
      UNSUBSCRIBE_EVENT: 0,
    });
    expect(answer).toMatchObject({ period: 'DAILY', from: '2026-11-19', to: '2026-11-25' });
  });

  it('[STAT-06] a one-day range counts that UTC day only', async () => {
    const answer = await read(tagCampaign, 'period=DAILY&from=2026-11-26&to=2026-11-26');
    expect(answer.items.map((item) => item.statisticData)).toEqual(
      SURVEY_EVENT_TYPES.map((type) => [
        { epochMilli: Date.UTC(2026, 10, 26), count: type === 'UNSUBSCRIBE_EVENT' ? 1 : 0 },
      ]),
    );
  });

  it("rates divide the campaign's recipients who opened or submitted by its e-mails sent, whenever sent, not the range's counts", async () => {
    // A week without a send: the range still has its opens, and the rates are the campaign's.
    const answer = await read(tagCampaign, 'period=DAILY&from=2026-11-20&to=2026-11-26');
    expect(answer.totals).toMatchObject({ EMAIL_SENT: 0, EMAIL_OPENED: 1, SURVEY_SUBMITTED: 1 });
    expect(answer.campaignTotals).toEqual({
      EMAIL_SENT: 4,
      EMAIL_OPENED: 3,
      SURVEY_OPENED: 1,
      SURVEY_SUBMITTED: 1,
      UNSUBSCRIBE_EVENT: 1,
    });
    expect(answer.rates).toEqual({ openRate: 0.75, responseRate: 0.25 });
    // A draft has sent nothing: no rates rather than a division by zero.
    expect((await read(adminDraft, 'period=DAILY&from=2026-11-19&to=2026-11-20')).rates).toEqual({
      openRate: null,
      responseRate: null,
    });
  });

  it('[STAT-06] MONTHLY: a point per UTC month touched; the first and last months count their days inside the range', async () => {
    const answer = await read(tagCampaign, 'period=MONTHLY&from=2026-11-19&to=2027-01-31');
    const months = [Date.UTC(2026, 10, 1), Date.UTC(2026, 11, 1), Date.UTC(2027, 0, 1)];
    for (const item of answer.items) expect(item.statisticData.map((p) => p.epochMilli)).toEqual(months);
    expect(series(answer, 'EMAIL_SENT')).toEqual([3, 0, 0]); // the send of 10 November is outside
    expect(series(answer, 'EMAIL_OPENED')).toEqual([2, 1, 0]);
    expect(series(answer, 'UNSUBSCRIBE_EVENT')).toEqual([1, 0, 0]);
  });

  it('[STAT-06] ALL_TIME: one total per type at the first day of the range', async () => {
    const answer = await read(tagCampaign, 'period=ALL_TIME&from=2026-11-01&to=2026-12-31');
    expect(answer.items.map((item) => item.statisticData)).toEqual(
      [4, 3, 1, 1, 1].map((count) => [{ epochMilli: Date.UTC(2026, 10, 1), count }]),
    );
    expect(answer.rates).toEqual({ openRate: 0.75, responseRate: 0.25 });
  });

  it("ALL_TIME without days totals the campaign's whole life, from its first event's day", async () => {
    const answer = await read(tagCampaign, 'period=ALL_TIME');
    expect(answer).toMatchObject({ period: 'ALL_TIME', from: '2026-11-10', to: '2026-12-02' });
    expect(answer.items.map((item) => item.statisticData)).toEqual(
      [4, 3, 1, 1, 1].map((count) => [{ epochMilli: Date.UTC(2026, 10, 10), count }]),
    );
    expect(answer.totals).toEqual(answer.campaignTotals);
    const draft = await read(adminDraft, 'period=ALL_TIME');
    expect(draft.items.map((item) => item.statisticData[0]?.count)).toEqual([0, 0, 0, 0, 0]);
    expect(draft.from).toBe(draft.to);
  });

  it('[STAT-06] buckets are UTC days whatever the session time zone', async () => {
    const query = { period: 'DAILY', from: '2026-11-19', to: '2026-11-25' } as const;
    const utc = await countCampaignEvents(h.t.db, tagCampaignId, query);
    for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
      const zoned = await h.t.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('TimeZone', ${zone}, true)`);
        return countCampaignEvents(tx, tagCampaignId, query);
      });
      expect(zoned, zone).toEqual(utc);
    }
  });

  it('[STAT-05] a draft answers zeros for every bucket', async () => {
    const answer = await read(adminDraft, 'period=DAILY&from=2026-11-19&to=2026-11-20');
    expect(answer.items.flatMap((item) => item.statisticData.map((p) => p.count))).toEqual(
      Array.from({ length: 10 }, () => 0),
    );
  });

  it('[STAT-05] [CAMP-05] ADMIN and any TAG read any campaign; VENDOR 403; no session 401; unknown 404', async () => {
    const query = 'period=ALL_TIME&from=2026-11-01&to=2026-11-30';
    expect((await statistics(tagCampaign, query, 'admin')).statusCode).toBe(200);
    expect((await statistics(adminDraft, query, 'tag')).statusCode).toBe(200);
    expect((await statistics(tagCampaign, query, { cookie: h.otherTagCookie })).statusCode).toBe(200);
    expect((await statistics(tagCampaign, query, 'vendor')).statusCode).toBe(403);
    expect((await statistics(tagCampaign, query, { cookie: '' })).statusCode).toBe(401);
    const unknown = await statistics('00000000-0000-4000-8000-000000000000', query);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CAMPAIGN_MESSAGES.notFound);
  });

  it('[STAT-05] a bad period, day or range is a 400 naming the field', async () => {
    const fieldsOf = async (query: string) => {
      const response = await statistics(tagCampaign, query);
      expect(response.statusCode, query).toBe(400);
      return response.json().fields.map((f: { path: string; message: string }) => `${f.path}: ${f.message}`);
    };
    expect((await fieldsOf('period=WEEKLY&from=2026-11-19&to=2026-11-25'))[0]).toMatch(/^period: /);
    expect(await fieldsOf('period=DAILY&from=2026-11-31&to=2026-12-01')).toEqual([
      `from: ${STATISTICS_MESSAGES.dayFormat}`,
    ]);
    expect(await fieldsOf('period=DAILY&from=2026-11-25&to=2026-11-24')).toEqual([
      `to: ${STATISTICS_MESSAGES.toBeforeFrom}`,
    ]);
    expect(await fieldsOf('period=DAILY&from=2024-01-01&to=2026-01-01')).toEqual([
      `to: ${STATISTICS_MESSAGES.rangeTooLong}`,
    ]);
    expect(await fieldsOf('period=DAILY&from=2026-11-25')).toEqual([
      `to: ${STATISTICS_MESSAGES.dayRequired}`,
    ]);
    expect(await fieldsOf('period=MONTHLY')).toEqual([
      `from: ${STATISTICS_MESSAGES.dayRequired}`,
      `to: ${STATISTICS_MESSAGES.dayRequired}`,
    ]);
    // Only ALL_TIME may leave the range out, and only as a whole.
    expect(await fieldsOf('period=ALL_TIME&to=2026-11-25')).toEqual([
      `from: ${STATISTICS_MESSAGES.dayRequired}`,
    ]);
  });
});
