import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES, MESSAGES } from '@talent-desk/shared';
import { campaigns } from '../../../../db/schema/index.js';
import { insertVacancy } from '../../../../test/fixtures.js';
import {
  CAMPAIGNS_URL as URL,
  openCampaignHarness,
  type CampaignHarness,
} from '../../testing/campaign-harness.js';

let h: CampaignHarness;
beforeAll(async () => {
  h = await openCampaignHarness();
});
afterAll(async () => {
  await h?.close();
});

const HOUR = 3_600_000;
type Field = { path: string; message: string };
const fieldsOf = (response: { json: () => { fields?: Field[] } }) => response.json().fields ?? [];
const other = () => ({ cookie: h.otherTagCookie });
const detail = async (id: string) => (await h.call('admin', 'GET', `${URL}/${id}`)).json();
/** A TAG's campaign, scheduled, then opened as the sending engine would. */
const openCampaign = async () => {
  const id = await h.scheduled('tag');
  await h.setStatus(id, 'OPEN', { openedAt: new Date() });
  return id;
};
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

describe('the options menu by status and role', () => {
  it('[CAMP-46] [CAMP-47] allowedActions: the owning TAG all but delete, another TAG none, an ADMIN all the status offers', async () => {
    const id = await openCampaign();
    expect((await h.call('tag', 'GET', `${URL}/${id}`)).json().allowedActions).toEqual([
      'edit',
      'close',
      'clone',
      'updateEndDate',
    ]);
    expect((await h.call(other(), 'GET', `${URL}/${id}`)).json().allowedActions).toEqual([]);
    expect((await detail(id)).allowedActions).toEqual(['edit', 'close', 'clone', 'updateEndDate']);
    const draft = await h.create('tag');
    expect((await detail(draft)).allowedActions).toEqual(['edit', 'clone', 'delete']);
  });

  it('[CAMP-26] Edit while OPEN renames it (owner or ADMIN); not OPEN is a 409, another TAG a 403, a name in use a 409', async () => {
    const id = await openCampaign();
    const renamed = await h.call('tag', 'PUT', `${URL}/${id}`, { name: 'Renamed while open' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Renamed while open', status: 'OPEN' });
    expect((await h.call('admin', 'PUT', `${URL}/${id}`, { name: 'Renamed by admin' })).statusCode).toBe(200);

    const refused = await h.call(other(), 'PUT', `${URL}/${id}`, { name: 'Not mine' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CAMPAIGN_MESSAGES.noAccess);

    const draft = await h.create('tag', { name: 'A plain draft' });
    const notOpen = await h.call('tag', 'PUT', `${URL}/${draft}`, { name: 'Renamed draft' });
    expect(notOpen.statusCode).toBe(409);
    expect(notOpen.json().message).toBe(CAMPAIGN_MESSAGES.wrongStatus);

    const taken = await h.call('tag', 'PUT', `${URL}/${id}`, { name: 'a plain DRAFT' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(CAMPAIGN_MESSAGES.nameTaken);
    const blank = await h.call('tag', 'PUT', `${URL}/${id}`, { name: '' });
    expect(fieldsOf(blank)).toEqual([{ path: 'name', message: CAMPAIGN_MESSAGES.campaignNameRequired }]);
  });

  it('[CAMP-28] [CAMP-29] [CAMP-32] Close an OPEN campaign with an optional comment of at most 100 characters', async () => {
    const id = await openCampaign();
    const long = await h.call('tag', 'PATCH', `${URL}/${id}/close?comment=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long)).toEqual([{ path: 'comment', message: CAMPAIGN_MESSAGES.commentMaxError }]);
    expect((await h.call(other(), 'PATCH', `${URL}/${id}/close`)).statusCode).toBe(403);

    const closed = await h.call(
      'tag',
      'PATCH',
      `${URL}/${id}/close?comment=${encodeURIComponent('Enough answers')}`,
    );
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'CLOSED', comment: 'Enough answers' });
    const [row] = await h.t.db.select().from(campaigns).where(eq(campaigns.externalId, id));
    expect(row?.closedAt).toBeInstanceOf(Date);

    const again = await h.call('tag', 'PATCH', `${URL}/${id}/close`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CAMPAIGN_MESSAGES.wrongStatus);
    const draft = await h.create('tag');
    expect((await h.call('admin', 'PATCH', `${URL}/${draft}/close`)).statusCode).toBe(409);
  });

  it('[CAMP-30] [CAMP-31] [CAMP-32] Archive a CLOSED campaign; without a comment the close comment stays', async () => {
    const id = await openCampaign();
    expect((await h.call('tag', 'PATCH', `${URL}/${id}/archive`)).statusCode).toBe(409);
    await h.call('tag', 'PATCH', `${URL}/${id}/close?comment=Closed early`);
    expect((await h.call(other(), 'PATCH', `${URL}/${id}/archive`)).statusCode).toBe(403);
    const archived = await h.call('tag', 'PATCH', `${URL}/${id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({
      status: 'ARCHIVED',
      comment: 'Closed early',
      allowedActions: ['clone'],
    });
    const commented = await openCampaign();
    await h.call('admin', 'PATCH', `${URL}/${commented}/close`);
    const withComment = await h.call('admin', 'PATCH', `${URL}/${commented}/archive?comment=Season over`);
    expect(withComment.json()).toMatchObject({ status: 'ARCHIVED', comment: 'Season over' });
  });
});

describe('Clone', () => {
  it('[CAMP-33] [CAMP-35] a new DRAFT at AUDIENCE owned by the cloner, with audience, vacancy, content and survey template; no dates, no recipients', async () => {
    const vacancy = await insertVacancy(h.t.db, { title: 'Cloned role' });
    const survey = await h.call('admin', 'POST', '/api/engagement/survey-templates', {
      title: 'Clone survey',
      questions: [{ text: 'Are you open to new roles?', type: 'BOOLEAN', mandatory: true, orderNo: 1 }],
    });
    const source = await h.scheduled('tag', {
      audience: { vacancyExternalId: vacancy.externalId },
      content: { surveyTemplateExternalId: survey.json().externalId },
    });
    await h.setStatus(source, 'CLOSED', { comment: 'Done' });
    const clone = await h.call('admin', 'POST', `${URL}/${source}/clone`, {
      campaignName: 'Second round',
      loggedUserExternalId: h.t.tag.externalId,
    });
    expect(clone.statusCode).toBe(201);
    const original = await detail(source);
    expect(clone.json()).toMatchObject({
      name: 'Second round',
      status: 'DRAFT',
      creationStep: 'AUDIENCE',
      ownerExternalId: h.t.admin.externalId,
      audienceMode: 'CUSTOM',
      candidateFilters: original.candidateFilters,
      vacancyExternalId: vacancy.externalId,
      subject: original.subject,
      body: original.body,
      surveyTemplateExternalId: survey.json().externalId,
      startTime: null,
      endTime: null,
      comment: null,
      recipientCounts: { total: 0 },
    });
    expect(clone.json().externalId).not.toBe(source);
  });

  it('[CAMP-33] [CAMP-34] [CAMP-36] only the owner or an ADMIN; the name is required, at most 150, and not in use', async () => {
    const id = await h.create('tag', { name: 'Clone me' });
    const url = `${URL}/${id}/clone`;
    expect((await h.call(other(), 'POST', url, { campaignName: 'Mine now' })).statusCode).toBe(403);
    expect(fieldsOf(await h.call('tag', 'POST', url, { campaignName: '' }))).toEqual([
      { path: 'campaignName', message: MESSAGES.mandatoryField },
    ]);
    expect(fieldsOf(await h.call('tag', 'POST', url, { campaignName: 'x'.repeat(151) }))).toEqual([
      { path: 'campaignName', message: CAMPAIGN_MESSAGES.cloneNameMax },
    ]);
    const taken = await h.call('tag', 'POST', url, { campaignName: 'CLONE ME' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(CAMPAIGN_MESSAGES.nameTaken);
    expect((await h.call('tag', 'POST', url, { campaignName: 'x'.repeat(150) })).statusCode).toBe(201);
  });
});

describe('Delete and the end date', () => {
  it('[CAMP-37] [CAMP-38] ADMIN only (a TAG gets 403 even on its own), DRAFT or SCHEDULED only', async () => {
    const draft = await h.create('tag');
    const byTag = await h.call('tag', 'DELETE', `${URL}/${draft}`);
    expect(byTag.statusCode).toBe(403);
    expect(byTag.json().message).toBe(CAMPAIGN_MESSAGES.adminOnly);
    expect((await h.call('admin', 'DELETE', `${URL}/${draft}`)).statusCode).toBe(204);
    expect((await h.call('admin', 'GET', `${URL}/${draft}`)).statusCode).toBe(404);
    expect((await h.call('admin', 'DELETE', `${URL}/${draft}`)).statusCode).toBe(404);

    const scheduled = await h.scheduled('tag');
    expect((await h.call('admin', 'DELETE', `${URL}/${scheduled}`)).statusCode).toBe(204);
    const open = await openCampaign();
    const refused = await h.call('admin', 'DELETE', `${URL}/${open}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CAMPAIGN_MESSAGES.wrongStatus);
  });

  it('[CAMP-39] [CAMP-40] [CAMP-41] [CAMP-42] the new end date: later than now, 24 hours ahead, after the start; a 400 naming newEndTime', async () => {
    const id = await h.scheduled('tag');
    const url = (newEndTime: string) =>
      `${URL}/${id}/updateEndDate?newEndTime=${encodeURIComponent(newEndTime)}`;
    const cases = [
      [iso(Date.now() - HOUR), CAMPAIGN_MESSAGES.endTimeValidation],
      [iso(Date.now() + 2 * HOUR), CAMPAIGN_MESSAGES.endTimeGreaterThan24h],
      ['tomorrow', CAMPAIGN_MESSAGES.dateTimeFormat],
    ] as const;
    for (const [value, message] of cases) {
      const response = await h.call('tag', 'PATCH', url(value));
      expect(response.statusCode, value).toBe(400);
      expect(fieldsOf(response), value).toEqual([{ path: 'newEndTime', message }]);
    }
    const newEnd = iso(Date.now() + 30 * 24 * HOUR);
    expect((await h.call(other(), 'PATCH', url(newEnd))).statusCode).toBe(403);
    const updated = await h.call('tag', 'PATCH', url(newEnd));
    expect(updated.statusCode).toBe(200);
    expect(Date.parse(updated.json().endTime)).toBe(Date.parse(newEnd));

    // A start later than the new end: the end must come after it.
    const late = await h.scheduled('tag', {
      content: { startTime: iso(Date.now() + 72 * HOUR), endTime: iso(Date.now() + 96 * HOUR) },
    });
    const beforeStart = await h.call(
      'tag',
      'PATCH',
      `${URL}/${late}/updateEndDate?newEndTime=${encodeURIComponent(iso(Date.now() + 48 * HOUR))}`,
    );
    expect(fieldsOf(beforeStart)).toEqual([
      { path: 'newEndTime', message: CAMPAIGN_MESSAGES.endBeforeStart },
    ]);

    const draft = await h.create('tag');
    expect(
      (await h.call('tag', 'PATCH', `${URL}/${draft}/updateEndDate?newEndTime=${newEnd}`)).statusCode,
    ).toBe(409);
  });
});

describe('two users acting at once: one success and a clear 409, never a 500', () => {
  it('[CAMP-28] [CAMP-37] close twice, close against delete, two schedules, two clones of one name', async () => {
    const open = await openCampaign();
    const closes = await Promise.all([
      h.http(h.cookies.tag, 'PATCH', `${URL}/${open}/close?comment=first`),
      h.http(h.cookies.admin, 'PATCH', `${URL}/${open}/close?comment=second`),
    ]);
    expect(closes.map((r) => r.status).sort()).toEqual([200, 409]);

    const scheduled = await h.scheduled('tag');
    const raced = await Promise.all([
      h.http(h.cookies.admin, 'DELETE', `${URL}/${scheduled}`),
      h.http(h.cookies.tag, 'PUT', `${URL}/${scheduled}/audience`, h.audience()),
    ]);
    expect(raced.every((r) => r.status < 500)).toBe(true);
    expect(raced[0]?.status).toBe(204);

    const draft = await h.create('tag');
    await h.call('tag', 'PUT', `${URL}/${draft}/content`, h.content());
    const schedules = await Promise.all([
      h.http(h.cookies.tag, 'POST', `${URL}/${draft}/schedule`),
      h.http(h.cookies.admin, 'POST', `${URL}/${draft}/schedule`),
    ]);
    expect(schedules.map((r) => r.status).sort()).toEqual([200, 409]);

    const clones = await Promise.all([
      h.http(h.cookies.tag, 'POST', `${URL}/${draft}/clone`, { campaignName: 'Raced clone' }),
      h.http(h.cookies.admin, 'POST', `${URL}/${draft}/clone`, { campaignName: 'Raced clone' }),
    ]);
    expect(clones.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await h.t.db.select().from(campaigns).where(eq(campaigns.name, 'Raced clone'))).toHaveLength(1);
  });
});
