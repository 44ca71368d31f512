import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '@talent-desk/shared';
import { campaigns, campaignSurveyQuestions, mailMessages } from '../../../../db/schema/index.js';
import { CAMPAIGN_OPEN_QUEUE } from '../../sending/workers/campaign-queues.js';
import { insertCandidate, insertVacancy } from '../../../../test/fixtures.js';
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
const SURVEYS = '/api/engagement/survey-templates';
type Field = { path: string; message: string };
const fieldsOf = (response: { json: () => { fields?: Field[] } }) => response.json().fields ?? [];
const surveyTemplate = (title: string) => ({
  title,
  questions: [
    { text: 'Are you open to new roles?', type: 'BOOLEAN', mandatory: true, orderNo: 1 },
    {
      text: 'Preferred work model',
      type: 'SINGLE_CHOICE',
      mandatory: false,
      orderNo: 2,
      surveyOptions: [{ value: 'Remote' }, { value: 'Hybrid' }],
    },
  ],
});
const preview = (id: string, index?: number) =>
  h.call('tag', 'GET', `${URL}/${id}/preview${index === undefined ? '' : `?index=${index}`}`);

describe('step 3: the preview for real recipients', () => {
  it('counts the audience NOW (only e-mail-accepting candidates) and renders the e-mail for the index-th, in the candidate list order', async () => {
    const vacancy = await insertVacancy(h.t.db, { title: 'Data <Engineer>', workingLocation: 'Pune office' });
    const id = await h.create('tag', { vacancyExternalId: vacancy.externalId });
    await h.call(
      'tag',
      'PUT',
      `${URL}/${id}/content`,
      h.content({
        subject: 'Hi {{candidate.firstName}}',
        body: '<p>Hello {{candidate.fullName}}: {{vacancy.title}} at {{vacancy.workingLocation}}, from {{owner.fullName}} ({{campaign.title}}).</p>',
        startTime: '2031-03-01T09:00:00Z',
        endTime: '2031-03-31T18:00:00Z',
      }),
    );
    const { name } = (await h.call('tag', 'GET', `${URL}/${id}`)).json();
    const first = await preview(id);
    expect(first.statusCode).toBe(200);
    // Newest first (the candidate list's default order); Dan does not accept e-mail.
    const [ana, ben, cleo] = h.matching;
    expect(first.json()).toMatchObject({
      recipientCount: 3,
      index: 0,
      candidate: { externalId: cleo?.externalId, fullName: 'Cleo Campaignmatch' },
      email: {
        subject: 'Hi Cleo',
        html: `<p>Hello Cleo Campaignmatch: Data &#60;Engineer&#62; at Pune office, from Test TAG (${name}).</p>`,
      },
    });
    expect((await preview(id, 1)).json().candidate.externalId).toBe(ben?.externalId);
    const past = (await preview(id, 50)).json();
    expect(past).toMatchObject({ index: 2, candidate: { externalId: ana?.externalId } });
    expect((await preview(id, -1)).statusCode).toBe(400);
  });

  it('fills placeholders with HTML-escaped candidate values; the survey link is an anchor when there is a survey', async () => {
    await insertCandidate(h.t.db, {
      firstName: '<i>Zed</i>',
      lastName: 'Escapetest',
      emailNotifications: true,
    });
    const survey = await h.call('tag', 'POST', SURVEYS, surveyTemplate('Preview survey'));
    const id = await h.create('tag', { candidateFilters: { names: ['Escapetest'] } });
    await h.call(
      'tag',
      'PUT',
      `${URL}/${id}/content`,
      h.content({
        body: '<p>Dear {{candidate.firstName}}, tell us: {{survey.link}}</p>',
        surveyTemplateExternalId: survey.json().externalId,
      }),
    );
    const { email, recipientCount } = (await preview(id)).json();
    expect(recipientCount).toBe(1);
    // Links use the configured public origin (PUBLIC_URL; unset: this server), never a request header.
    const link = `${h.t.config.publicOrigin}/s/preview`;
    expect(email.html).toBe(`<p>Dear &#60;i&#62;Zed&#60;/i&#62;, tell us: <a href="${link}">${link}</a></p>`);
    expect(email.text).toBe(`Dear <i>Zed</i>, tell us: ${link}`);
  });

  it('no audience: no recipients, the sample candidate stands in; no content yet: no e-mail', async () => {
    const none = await h.create('tag', { audienceExternalId: 'NONE' });
    expect((await preview(none)).json()).toEqual({
      recipientCount: 0,
      index: 0,
      candidate: null,
      email: null,
    });
    await h.call('tag', 'PUT', `${URL}/${none}/content`, h.content());
    expect((await preview(none)).json().email.subject).toBe('A role for you, Asha');
  });

  it("a saved audience is evaluated from the audiences table now: editing it changes the campaign's count", async () => {
    const audiences = '/api/engagement/audiences';
    const saved = await h.call('tag', 'POST', audiences, {
      name: 'Everyone matching',
      candidateFilters: { names: ['Campaignmatch'] },
      applicationFilters: {},
    });
    const id = await h.create('tag', { audienceExternalId: saved.json().externalId });
    expect((await preview(id)).json().recipientCount).toBe(3);
    await h.call('tag', 'PUT', `${audiences}/${saved.json().externalId}`, {
      name: 'Everyone matching',
      candidateFilters: { names: ['Ana Campaignmatch'] },
      applicationFilters: {},
    });
    expect((await preview(id)).json().recipientCount).toBe(1);
  });

  it("'Send test e-mail' queues the previewed e-mail to the signed-in user through the outbox", async () => {
    const id = await h.create('tag');
    expect((await h.call('tag', 'POST', `${URL}/${id}/test-email`)).statusCode).toBe(400);
    await h.call('tag', 'PUT', `${URL}/${id}/content`, h.content());
    const sent = await h.call({ cookie: h.otherTagCookie }, 'POST', `${URL}/${id}/test-email?index=1`);
    expect(sent.statusCode).toBe(202);
    const messages = await h.t.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.subject, '[Test] A role for you, Ben'));
    expect(messages).toHaveLength(1);
    expect(messages[0]?.html).toContain('Hello Ben Campaignmatch');
    expect((await h.call('vendor', 'POST', `${URL}/${id}/test-email`)).statusCode).toBe(403);
  });
});

describe('Schedule', () => {
  it('[CAMP-48] a DRAFT at PREVIEW with recipients becomes SCHEDULED and keeps its own copy of the survey', async () => {
    const survey = await h.call('admin', 'POST', SURVEYS, surveyTemplate('Scheduled survey'));
    const templateId = survey.json().externalId;
    const id = await h.create('tag');
    await h.call('tag', 'PUT', `${URL}/${id}/content`, h.content({ surveyTemplateExternalId: templateId }));
    // [RESP-24] while a draft, the survey is the template's.
    const draftSurvey = (await h.call('tag', 'GET', `${URL}/${id}/survey`)).json();
    expect(draftSurvey.surveyDto.questions.map((q: { question: string }) => q.question)).toEqual([
      'Are you open to new roles?',
      'Preferred work model',
    ]);

    const scheduled = await h.call('tag', 'POST', `${URL}/${id}/schedule`);
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({
      status: 'SCHEDULED',
      allowedActions: ['edit', 'clone', 'updateEndDate'],
    });

    await h.call('admin', 'PUT', `${SURVEYS}/${templateId}`, {
      title: 'Scheduled survey',
      questions: [{ text: 'A new question only', type: 'NUMBER', mandatory: false, orderNo: 1 }],
    });
    const copy = await h.call('tag', 'GET', `${URL}/${id}/survey`);
    expect(copy.statusCode).toBe(200);
    const [open, model] = copy.json().surveyDto.questions;
    expect(open).toMatchObject({
      question: 'Are you open to new roles?',
      type: 'BOOLEAN',
      mandatory: true,
      options: [],
    });
    expect(model).toMatchObject({ question: 'Preferred work model', type: 'SINGLE_CHOICE' });
    expect(model.options.map((o: { value: string }) => o.value)).toEqual(['Remote', 'Hybrid']);
    expect(model.options[0].externalId).not.toBe(draftSurvey.surveyDto.questions[1].options[0].externalId);

    const again = await h.call('tag', 'POST', `${URL}/${id}/schedule`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CAMPAIGN_MESSAGES.wrongStatus);
  });

  it('[CAMP-48] scheduling queues the job that opens the campaign at its start, in the same transaction', async () => {
    const startTime = new Date(Date.now() + 2 * HOUR);
    startTime.setUTCMilliseconds(0);
    const id = await h.create('tag');
    await h.call('tag', 'PUT', `${URL}/${id}/content`, h.content({ startTime: startTime.toISOString() }));
    const [campaign] = await h.t.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.externalId, id));
    const openJobs = () =>
      h.t.db.execute<{ start_after: Date }>(
        sql`select start_after from pgboss.job where name = ${CAMPAIGN_OPEN_QUEUE} and data->>'campaignId' = ${String(campaign?.id)}`,
      );
    expect((await openJobs()).rows).toEqual([]);
    expect((await h.call('tag', 'POST', `${URL}/${id}/schedule`)).statusCode).toBe(200);
    const jobs = (await openJobs()).rows;
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]?.start_after ?? 0).getTime()).toBe(startTime.getTime());
  });

  it('[CAMP-18] [CAMP-48] no audience, no recipient, no content or a past start: a 400 naming the field', async () => {
    const none = await h.create('tag', { audienceExternalId: 'NONE' });
    await h.call('tag', 'PUT', `${URL}/${none}/content`, h.content());
    const noAudience = await h.call('tag', 'POST', `${URL}/${none}/schedule`);
    expect(fieldsOf(noAudience)).toEqual([
      { path: 'audienceExternalId', message: CAMPAIGN_MESSAGES.audienceMissing },
    ]);

    const nobody = await h.create('tag', { candidateFilters: { names: ['Nobody at all'] } });
    await h.call('tag', 'PUT', `${URL}/${nobody}/content`, h.content());
    const noRecipients = await h.call('tag', 'POST', `${URL}/${nobody}/schedule`);
    expect(fieldsOf(noRecipients)).toEqual([
      { path: 'audienceExternalId', message: CAMPAIGN_MESSAGES.noRecipients },
    ]);

    const bare = await h.create('tag');
    const noContent = await h.call('tag', 'POST', `${URL}/${bare}/schedule`);
    expect(fieldsOf(noContent)).toEqual([{ path: 'body', message: CAMPAIGN_MESSAGES.contentMissing }]);

    const late = await h.create('tag');
    const started = new Date(Date.now() - 2 * HOUR).toISOString();
    await h.call('tag', 'PUT', `${URL}/${late}/content`, h.content({ startTime: started }));
    const past = await h.call('tag', 'POST', `${URL}/${late}/schedule`);
    expect(fieldsOf(past)).toEqual([{ path: 'startTime', message: CAMPAIGN_MESSAGES.startPassed }]);

    // A start a minute ago is within the grace; an end already passed is not.
    const ended = await h.create('tag');
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    await h.call(
      'tag',
      'PUT',
      `${URL}/${ended}/content`,
      h.content({ startTime: minutesAgo(2), endTime: minutesAgo(1) }),
    );
    const endPassed = await h.call('tag', 'POST', `${URL}/${ended}/schedule`);
    expect(fieldsOf(endPassed)).toEqual([{ path: 'endTime', message: CAMPAIGN_MESSAGES.endTimeValidation }]);
  });

  it('[CAMP-46] [CAMP-47] another TAG may not schedule; an ADMIN may', async () => {
    const id = await h.create('tag');
    await h.call('tag', 'PUT', `${URL}/${id}/content`, h.content());
    expect((await h.call({ cookie: h.otherTagCookie }, 'POST', `${URL}/${id}/schedule`)).statusCode).toBe(
      403,
    );
    expect((await h.call('admin', 'POST', `${URL}/${id}/schedule`)).statusCode).toBe(200);
  });

  it('[CAMP-27] the wizard on a SCHEDULED campaign makes it a DRAFT again until scheduled again; on an OPEN one it is a 409', async () => {
    const survey = await h.call('admin', 'POST', SURVEYS, surveyTemplate('Wizard survey'));
    const id = await h.scheduled('tag', { content: { surveyTemplateExternalId: survey.json().externalId } });
    const saved = await h.call('tag', 'PUT', `${URL}/${id}/audience`, h.audience());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'DRAFT', creationStep: 'PREVIEW' });
    expect((await h.call('tag', 'GET', `${URL}/${id}`)).json().status).toBe('DRAFT');
    const [row] = await h.t.db.select().from(campaigns).where(eq(campaigns.externalId, id));
    const copyOf = () =>
      h.t.db
        .select()
        .from(campaignSurveyQuestions)
        .where(eq(campaignSurveyQuestions.campaignId, row?.id ?? 0));
    expect(await copyOf()).toEqual([]);
    expect((await h.call('tag', 'POST', `${URL}/${id}/schedule`)).statusCode).toBe(200);
    expect(await copyOf()).toHaveLength(2);

    await h.setStatus(id, 'OPEN');
    const open = await h.call('tag', 'PUT', `${URL}/${id}/content`, h.content());
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(CAMPAIGN_MESSAGES.wrongStatus);
    expect((await h.call('tag', 'PUT', `${URL}/${id}/audience`, h.audience())).statusCode).toBe(409);
  });

  it('[RESP-24] a campaign without a survey has no questions; an unknown campaign is a 404', async () => {
    const id = await h.scheduled('tag');
    expect((await h.call('tag', 'GET', `${URL}/${id}/survey`)).json()).toEqual({
      surveyDto: { questions: [] },
    });
    const unknown = await h.call('tag', 'GET', `${URL}/7d0c2d1e-0000-4000-8000-000000000000/survey`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CAMPAIGN_MESSAGES.notFound);
  });
});
