import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES, CANDIDATE_MESSAGES, EMAIL_TEMPLATE_MESSAGES } from '@talent-desk/shared';
import { campaigns, emailTemplates } from '../../../../db/schema/index.js';
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

const UNKNOWN = '7d0c2d1e-0000-4000-8000-000000000000';
type Field = { path: string; message: string };
const fieldsOf = (response: { json: () => { fields?: Field[] } }) => response.json().fields ?? [];
const stored = async (externalId: string) =>
  (await h.t.db.select().from(campaigns).where(eq(campaigns.externalId, externalId)))[0];

describe('step 1: create and save the audience', () => {
  it('[CAMP-20] [CAMP-23] [CAMP-05] [CAMP-12] a TAG creates a DRAFT at AUDIENCE that it owns; the answer is the detail', async () => {
    const created = await h.call('tag', 'POST', URL, h.audience({ name: '  Java engineers, spring round ' }));
    expect(created.statusCode).toBe(201);
    const detail = created.json();
    expect(detail).toMatchObject({
      name: 'Java engineers, spring round',
      status: 'DRAFT',
      creationStep: 'AUDIENCE',
      ownerExternalId: h.t.tag.externalId,
      campaignOwnerFullName: 'Test TAG',
      audienceMode: 'CUSTOM',
      audienceExternalId: null,
      vacancyExternalId: null,
      startTime: null,
      endTime: null,
      comment: null,
      subject: null,
      recipientCounts: { total: 0, sent: 0, submitted: 0 },
      allowedActions: ['edit', 'clone'],
    });
    expect(detail.candidateFilters.names).toEqual(['Campaignmatch']);
    expect(detail.applicationFilters).toEqual({});
    const read = await h.call('admin', 'GET', `${URL}/${detail.externalId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ ...detail, allowedActions: ['edit', 'clone', 'delete'] });
  });

  it('[CAMP-16] [CAMP-17] the name is required and at most 250 characters: a 400 naming it', async () => {
    for (const [name, message] of [
      ['   ', CAMPAIGN_MESSAGES.campaignNameRequired],
      [undefined, CAMPAIGN_MESSAGES.campaignNameRequired],
      ['x'.repeat(251), CAMPAIGN_MESSAGES.nameMax],
    ] as const) {
      const response = await h.call('tag', 'POST', URL, h.audience({ name }));
      expect(response.statusCode, String(name)).toBe(400);
      expect(fieldsOf(response), String(name)).toEqual([{ path: 'name', message }]);
    }
    expect((await h.call('tag', 'POST', URL, h.audience({ name: 'x'.repeat(250) }))).statusCode).toBe(201);
  });

  it('[CAMP-24] a name in use in any case is a 409 with the message, also when two saves race', async () => {
    await h.create('tag', { name: 'Autumn outreach' });
    const again = await h.call('admin', 'POST', URL, h.audience({ name: 'AUTUMN OUTREACH' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CAMPAIGN_MESSAGES.nameTaken);
    const body = h.audience({ name: 'Raced name' });
    const both = await Promise.all([
      h.http(h.cookies.admin, 'POST', URL, body),
      h.http(h.cookies.tag, 'POST', URL, body),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await h.t.db.select().from(campaigns).where(eq(campaigns.name, 'Raced name'))).toHaveLength(1);
  });

  it('[CAMP-18] [CAMP-19] NONE, CUSTOM_NONE, empty or null is no audience; an empty vacancy is null', async () => {
    for (const audienceExternalId of ['NONE', 'CUSTOM_NONE', '', null]) {
      const response = await h.call(
        'tag',
        'POST',
        URL,
        h.audience({ audienceExternalId, vacancyExternalId: '' }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        audienceMode: 'NONE',
        audienceExternalId: null,
        candidateFilters: null,
        vacancyExternalId: null,
      });
    }
  });

  it('[CAMP-18] [CAMP-19] a saved audience and a vacancy by id, with their names; unknown ones are 400s naming the field', async () => {
    const audience = await h.call('tag', 'POST', '/api/engagement/audiences', {
      name: 'Saved for campaigns',
      candidateFilters: { names: ['Campaignmatch'] },
      applicationFilters: {},
    });
    const vacancy = await insertVacancy(h.t.db, { title: 'Senior Java Engineer' });
    const saved = await h.call(
      'tag',
      'POST',
      URL,
      h.audience({ audienceExternalId: audience.json().externalId, vacancyExternalId: vacancy.externalId }),
    );
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      audienceMode: 'SAVED',
      audienceExternalId: audience.json().externalId,
      audienceName: 'Saved for campaigns',
      candidateFilters: null,
      vacancyExternalId: vacancy.externalId,
      vacancyTitle: 'Senior Java Engineer',
    });
    const unknown = await h.call(
      'tag',
      'POST',
      URL,
      h.audience({ audienceExternalId: UNKNOWN, vacancyExternalId: UNKNOWN }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual([
      { path: 'audienceExternalId', message: CAMPAIGN_MESSAGES.audienceUnknown },
      { path: 'vacancyExternalId', message: CAMPAIGN_MESSAGES.vacancyUnknown },
    ]);
    const skill = await h.call(
      'tag',
      'POST',
      URL,
      h.audience({ candidateFilters: { skillExternalIds: [UNKNOWN] } }),
    );
    expect(fieldsOf(skill)).toEqual([
      { path: 'candidateFilters.skillExternalIds', message: CANDIDATE_MESSAGES.skillUnknown },
    ]);
    const garbage = await h.call('tag', 'POST', URL, h.audience({ audienceExternalId: 'SOMETHING' }));
    expect(garbage.statusCode).toBe(400);
    expect(fieldsOf(garbage).map((f) => f.path)).toEqual(['audienceExternalId']);
  });

  it('[CAMP-21] [CAMP-27] [CAMP-46] step 1 saved again moves the draft to CONTENT; only its owner or an ADMIN may', async () => {
    const id = await h.create('tag');
    const other = await h.call({ cookie: h.otherTagCookie }, 'PUT', `${URL}/${id}/audience`, h.audience());
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(CAMPAIGN_MESSAGES.noAccess);
    const mine = await h.call(
      'tag',
      'PUT',
      `${URL}/${id}/audience`,
      h.audience({ audienceExternalId: 'NONE' }),
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      creationStep: 'CONTENT',
      audienceMode: 'NONE',
      candidateFilters: null,
    });
    const byAdmin = await h.call('admin', 'PUT', `${URL}/${id}/audience`, h.audience());
    expect(byAdmin.json()).toMatchObject({ creationStep: 'CONTENT', audienceMode: 'CUSTOM' });
    expect((await h.call('tag', 'PUT', `${URL}/${UNKNOWN}/audience`, h.audience())).statusCode).toBe(404);
  });
});

describe('step 2: the content', () => {
  it('[CAMP-22] the e-mail is stored sanitised with the dates and survey; the draft moves to PREVIEW', async () => {
    const id = await h.create('tag');
    const response = await h.call(
      'tag',
      'PUT',
      `${URL}/${id}/content`,
      h.content({
        body: '<p onclick="x()">Hello {{candidate.firstName}}, welcome aboard!</p><script>alert(1)</script>',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      creationStep: 'PREVIEW',
      status: 'DRAFT',
      subject: 'A role for you, {{candidate.firstName}}',
      body: '<p>Hello {{candidate.firstName}}, welcome aboard!</p>',
      emailTemplateExternalId: null,
      surveyTemplateExternalId: null,
    });
    expect(Date.parse(response.json().startTime)).toBeGreaterThan(Date.now());
  });

  it('[CAMP-22] [ETPL-19] [ETPL-13] unknown placeholders are a 406, files and a short body 400s, end before start a 400', async () => {
    const id = await h.create('tag');
    const url = `${URL}/${id}/content`;
    const unknown = await h.call(
      'tag',
      'PUT',
      url,
      h.content({ body: '<p>Hello {{candidate.shoeSize}}, welcome aboard!</p>' }),
    );
    expect(unknown.statusCode).toBe(406);
    expect(unknown.json().message).toBe(EMAIL_TEMPLATE_MESSAGES.incorrectVariables);
    const files = await h.call(
      'tag',
      'PUT',
      url,
      h.content({ body: '<p>See <img src="a.png"> for the role details</p>' }),
    );
    expect(fieldsOf(files)).toEqual([{ path: 'body', message: EMAIL_TEMPLATE_MESSAGES.filesNotAllowed }]);
    const short = await h.call('tag', 'PUT', url, h.content({ body: '<p>Hi</p>' }));
    expect(fieldsOf(short)).toEqual([{ path: 'body', message: EMAIL_TEMPLATE_MESSAGES.bodyLength }]);
    const reversed = await h.call(
      'tag',
      'PUT',
      url,
      h.content({ startTime: '2030-01-02T10:00:00Z', endTime: '2030-01-01T10:00:00Z' }),
    );
    expect(fieldsOf(reversed)).toEqual([{ path: 'endTime', message: CAMPAIGN_MESSAGES.endBeforeStart }]);
    const refs = await h.call(
      'tag',
      'PUT',
      url,
      h.content({ emailTemplateExternalId: UNKNOWN, surveyTemplateExternalId: UNKNOWN }),
    );
    expect(fieldsOf(refs)).toEqual([
      { path: 'emailTemplateExternalId', message: CAMPAIGN_MESSAGES.templateUnknown },
      { path: 'surveyTemplateExternalId', message: CAMPAIGN_MESSAGES.surveyUnknown },
    ]);
    expect((await stored(id))?.creationStep).toBe('AUDIENCE');
  });

  it('[PERM-03] saveAsTemplate: a TAG gets 403 and nothing is stored; an ADMIN stores a new template the campaign then refers to', async () => {
    const tagCampaign = await h.create('tag');
    const saveAs = { saveAsTemplate: { title: 'From a campaign' } };
    const refused = await h.call('tag', 'PUT', `${URL}/${tagCampaign}/content`, h.content(saveAs));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CAMPAIGN_MESSAGES.saveAsTemplateAdminOnly);
    expect((await stored(tagCampaign))?.subject).toBeNull();

    const byAdmin = await h.call('admin', 'PUT', `${URL}/${tagCampaign}/content`, h.content(saveAs));
    expect(byAdmin.statusCode).toBe(200);
    const [template] = await h.t.db
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.title, 'From a campaign'));
    expect(template).toMatchObject({ subject: 'A role for you, {{candidate.firstName}}', kind: 'CAMPAIGN' });
    expect(byAdmin.json().emailTemplateExternalId).toBe(template?.externalId);

    // A title in use: 409, and the campaign's content is not saved either (one transaction).
    const other = await h.create('admin');
    const taken = await h.call(
      'admin',
      'PUT',
      `${URL}/${other}/content`,
      h.content({ ...saveAs, subject: 'Changed subject' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(EMAIL_TEMPLATE_MESSAGES.titleTaken);
    expect((await stored(other))?.subject).toBeNull();
  });
});
