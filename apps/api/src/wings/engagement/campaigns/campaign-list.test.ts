import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES, CAMPAIGN_SORT_COLUMNS } from '@talent-desk/shared';
import { campaignRecipients, campaigns } from '../../../db/schema/index.js';
import {
  CAMPAIGNS_URL as URL,
  openCampaignHarness,
  type CampaignHarness,
} from '../testing/campaign-harness.js';

let h: CampaignHarness;
const ids: Record<string, string> = {};
beforeAll(async () => {
  h = await openCampaignHarness();
  ids.tagDraft = await h.create('tag', { name: 'Alpha outreach' });
  ids.tagOpen = await h.create('tag', { name: 'beta Reach' });
  ids.adminClosed = await h.create('admin', { name: 'Gamma round' });
  await h.setStatus(ids.tagOpen, 'OPEN', {
    startTime: new Date('2030-05-10T09:00:00Z'),
    endTime: new Date('2030-05-20T09:00:00Z'),
  });
  await h.setStatus(ids.adminClosed, 'CLOSED', {
    startTime: new Date('2030-05-12T23:30:00Z'),
    endTime: new Date('2030-05-22T09:00:00Z'),
  });
  await recipients(ids.tagOpen);
});
afterAll(async () => {
  await h?.close();
});

const internalId = async (externalId: string) =>
  (await h.t.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.externalId, externalId)))[0]
    ?.id ?? 0;

/** Four recipients of the OPEN campaign, as the sending engine and the candidates leave them. */
async function recipients(externalId: string) {
  const campaignId = await internalId(externalId);
  const [ana, ben, cleo] = h.matching;
  const now = new Date();
  const row = (candidateId: number, values: Partial<typeof campaignRecipients.$inferInsert>) => ({
    campaignId,
    candidateId,
    email: `r-${candidateId}@example.test`,
    ...values,
  });
  await h.t.db.insert(campaignRecipients).values([
    row(ana?.id ?? 0, {
      delivery: 'SENT',
      sentAt: now,
      openedAt: now,
      surveyOpenedAt: now,
      submittedAt: now,
    }),
    row(ben?.id ?? 0, { delivery: 'SENT', sentAt: now, openedAt: now }),
    row(cleo?.id ?? 0, { delivery: 'FAILED', lastError: '550 mailbox unavailable' }),
  ]);
}

type Row = { externalId: string; name: string; recipientCount: number; submittedCount: number };
const list = async (query: string, who: 'tag' | 'admin' = 'tag') => {
  const response = await h.call(who, 'GET', `${URL}?${query}`);
  expect(response.statusCode, query).toBe(200);
  return response.json() as { content: Row[]; totalElements: number; pageable: { pageNumber: number } };
};
const names = async (query: string, who: 'tag' | 'admin' = 'tag') =>
  (await list(query, who)).content.map((r) => r.name);

describe('GET /api/campaigns', () => {
  it("[CAMP-01] 'My campaigns' by default, 'All' on request; rows carry recipient and submitted counts", async () => {
    expect(await names('column=name&order=asc')).toEqual(['Alpha outreach', 'beta Reach']);
    expect(await names('scope=all&column=name&order=asc')).toEqual([
      'Alpha outreach',
      'beta Reach',
      'Gamma round',
    ]);
    expect(await names('column=name&order=asc', 'admin')).toEqual(['Gamma round']);
    const open = (await list('scope=all&search=beta')).content[0];
    expect(open).toMatchObject({
      status: 'OPEN',
      campaignOwnerFullName: 'Test TAG',
      ownerExternalId: h.t.tag.externalId,
      startTime: '2030-05-10T09:00:00.000Z',
      recipientCount: 3,
      submittedCount: 1,
    });
  });

  it('[CAMP-01] filters: name in any case, statuses, owners, the start day range (both days included)', async () => {
    expect(await names('scope=all&search=BETA')).toEqual(['beta Reach']);
    expect(await names('scope=all&search=reach&column=name&order=asc')).toEqual([
      'Alpha outreach',
      'beta Reach',
    ]);
    expect(await names('scope=all&statuses=OPEN,CLOSED&column=name&order=asc')).toEqual([
      'beta Reach',
      'Gamma round',
    ]);
    expect(await names(`scope=all&owners=${h.t.admin.externalId}`)).toEqual(['Gamma round']);
    expect(await names('scope=all&startFrom=2030-05-11&startTo=2030-05-12')).toEqual(['Gamma round']);
    expect(await names('scope=all&startFrom=2030-05-10&startTo=2030-05-10')).toEqual(['beta Reach']);
    const bad = await h.call('tag', 'GET', `${URL}?startFrom=10-05-2030`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].path).toBe('startFrom');
  });

  it('[CAMP-01] [LIST-04] sorts on every column both ways; a page past the last is the last; a VENDOR gets 403', async () => {
    for (const column of CAMPAIGN_SORT_COLUMNS) {
      for (const order of ['asc', 'desc']) {
        const all = await list(`scope=all&column=${column}&order=${order}`);
        expect(all.totalElements, `${column} ${order}`).toBe(3);
      }
    }
    expect(await names('scope=all&column=name&order=desc')).toEqual([
      'Gamma round',
      'beta Reach',
      'Alpha outreach',
    ]);
    expect(await names('scope=all&column=startTime&order=asc')).toEqual([
      'beta Reach',
      'Gamma round',
      'Alpha outreach',
    ]);
    const clamped = await list('scope=all&page=99&size=5');
    expect(clamped.pageable.pageNumber).toBe(1);
    expect(clamped.content).toHaveLength(3);
    expect((await h.call('vendor', 'GET', URL)).statusCode).toBe(403);
  });
});

describe('GET /api/campaigns/{id} and its recipients', () => {
  it('[CAMP-05] [CAMP-09] [CAMP-11] [CAMP-12] the detail with recipient totals; an unknown id is a 404 with the message', async () => {
    const detail = (await h.call('admin', 'GET', `${URL}/${ids.tagOpen}`)).json();
    expect(detail).toMatchObject({
      name: 'beta Reach',
      status: 'OPEN',
      campaignOwnerFullName: 'Test TAG',
      startTime: '2030-05-10T09:00:00.000Z',
      endTime: '2030-05-20T09:00:00.000Z',
      comment: null,
      recipientCounts: {
        total: 3,
        queued: 0,
        sent: 2,
        failed: 1,
        opened: 2,
        surveyOpened: 1,
        submitted: 1,
        unsubscribed: 0,
      },
    });
    expect(Date.parse(detail.createdAt)).toBeLessThanOrEqual(Date.now());
    const unknown = await h.call('tag', 'GET', `${URL}/7d0c2d1e-0000-4000-8000-000000000000`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CAMPAIGN_MESSAGES.notFound);
    expect((await h.call('tag', 'GET', `${URL}/not-a-uuid`)).statusCode).toBe(400);
    expect((await h.call('vendor', 'GET', `${URL}/${ids.tagOpen}`)).statusCode).toBe(403);
  });

  it('[CAMP-10] recipients with the furthest state each reached, by name; filtered by state and by name or address', async () => {
    const url = `${URL}/${ids.tagOpen}/recipients`;
    const all = (await h.call('tag', 'GET', url)).json();
    expect(all.totalElements).toBe(3);
    expect(all.content.map((r: { fullName: string; state: string }) => [r.fullName, r.state])).toEqual([
      ['Ana Campaignmatch', 'SUBMITTED'],
      ['Ben Campaignmatch', 'OPENED'],
      ['Cleo Campaignmatch', 'FAILED'],
    ]);
    expect(all.content[2]).toMatchObject({ lastError: '550 mailbox unavailable', sentAt: null });
    const failed = (await h.call('tag', 'GET', `${url}?state=FAILED`)).json();
    expect(failed.content.map((r: { fullName: string }) => r.fullName)).toEqual(['Cleo Campaignmatch']);
    const searched = (await h.call('tag', 'GET', `${url}?search=BEN`)).json();
    expect(searched.content.map((r: { fullName: string }) => r.fullName)).toEqual(['Ben Campaignmatch']);
    expect((await h.call('tag', 'GET', `${url}?state=LOST`)).statusCode).toBe(400);
    expect((await h.call('tag', 'GET', `${URL}/${ids.tagDraft}/recipients`)).json().totalElements).toBe(0);
    expect((await h.call('vendor', 'GET', url)).statusCode).toBe(403);
  });
});
