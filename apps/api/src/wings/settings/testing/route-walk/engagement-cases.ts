import { insertCandidate } from '../../../../test/fixtures.js';
import type { WalkCase, World } from './walk-world.js';

const CAMPAIGNS = '/api/campaigns';
const AUDIENCES = '/api/engagement/audiences';
const EMAIL_TEMPLATES = '/api/engagement/email-templates';
const SURVEY_TEMPLATES = '/api/engagement/survey-templates';
const HOUR = 3_600_000;
const UNKNOWN = '0b6c3f8e-7a51-4d3a-9a8e-5f1f2d3c4b5a';
/** The last name of the walk's campaign audience: one candidate who accepts e-mail. */
const MATCH = 'Walkmatch';

const audience = (w: World) => ({
  name: `Walk round ${w.unique()}`,
  audienceExternalId: 'CUSTOM',
  candidateFilters: { names: [MATCH] },
  applicationFilters: {},
});
/** A saved audience's body: the campaign's without its audience choice. */
const savedAudience = (w: World) => ({
  name: `Walk audience ${w.unique()}`,
  candidateFilters: { names: [MATCH] },
  applicationFilters: {},
});
const content = () => ({
  subject: 'A role for you, {{candidate.firstName}}',
  body: '<p>Hello {{candidate.fullName}}. {{survey.link}}</p>',
  startTime: new Date(Date.now() + HOUR).toISOString(),
  endTime: new Date(Date.now() + 240 * HOUR).toISOString(),
});

async function draft(w: World): Promise<string> {
  if (
    !(await w.value<boolean>('select exists (select 1 from candidates where last_name = $1) as value', [
      MATCH,
    ]))
  )
    await insertCandidate(w.t.db, { lastName: MATCH, emailNotifications: true });
  return (await w.must<{ externalId: string }>('POST', { as: 'tag', url: CAMPAIGNS, payload: audience(w) }))
    .externalId;
}
async function withContent(w: World): Promise<string> {
  const id = await draft(w);
  await w.must('PUT', { as: 'tag', url: `${CAMPAIGNS}/${id}/content`, payload: content() });
  return id;
}
/** A campaign moved on as the sending engine would (it is not a route's). */
async function inStatus(w: World, status: 'OPEN' | 'CLOSED'): Promise<string> {
  const id = await withContent(w);
  await w.must('POST', { as: 'tag', url: `${CAMPAIGNS}/${id}/schedule` });
  await w.t.database.pool.query(
    `update campaigns set status = $2::text::campaign_status, opened_at = now(),
       closed_at = case when $2::text = 'CLOSED' then now() end
     where external_id = $1`,
    [id, status],
  );
  return id;
}
const newEnd = () => encodeURIComponent(new Date(Date.now() + 72 * HOUR).toISOString());

const emailTemplate = (w: World) => ({
  title: `Walk template ${w.unique()}`,
  from: 'talent@talentdesk.example',
  subject: 'Hello {{candidate.firstName}}',
  body: '<p>Hello {{candidate.firstName}}</p>',
});
const surveyTemplate = (w: World) => ({
  title: `Walk survey ${w.unique()}`,
  description: 'One question.',
  questions: [{ text: 'Open to new roles?', type: 'BOOLEAN', mandatory: true, orderNo: 1 }],
});
const created = async (w: World, url: string, payload: object, as: 'admin' | 'tag' = 'tag') =>
  (await w.must<{ externalId: string }>('POST', { as, url, payload })).externalId;

/** Campaigns, audiences and templates: engagement is ADMIN's and TAG's. */
export const ENGAGEMENT_CASES: Record<string, WalkCase> = {
  'POST /api/campaigns': {
    action: 'campaign.created',
    ok: async (w) => ({ as: 'tag', url: CAMPAIGNS, payload: audience(w) }),
    refused: async (w) => ({ as: 'tag', url: CAMPAIGNS, payload: { ...audience(w), name: '' } }),
  },
  'PUT /api/campaigns/:id': {
    action: 'campaign.updated',
    ok: async (w) => ({
      as: 'tag',
      url: `${CAMPAIGNS}/${await inStatus(w, 'OPEN')}`,
      payload: { name: `Open ${w.unique()}` },
    }),
    refused: async (w) => ({
      as: 'tag',
      url: `${CAMPAIGNS}/${await draft(w)}`,
      payload: { name: `Draft ${w.unique()}` },
    }),
  },
  'DELETE /api/campaigns/:id': {
    action: 'campaign.deleted',
    ok: async (w) => ({ as: 'admin', url: `${CAMPAIGNS}/${await draft(w)}` }),
    refused: async () => ({ as: 'admin', url: `${CAMPAIGNS}/${UNKNOWN}` }),
  },
  'PUT /api/campaigns/:id/audience': {
    action: 'campaign.updated',
    ok: async (w) => ({ as: 'tag', url: `${CAMPAIGNS}/${await draft(w)}/audience`, payload: audience(w) }),
    refused: async (w) => ({ as: 'tag', url: `${CAMPAIGNS}/${UNKNOWN}/audience`, payload: audience(w) }),
  },
  'PUT /api/campaigns/:id/content': {
    action: 'campaign.updated',
    ok: async (w) => ({ as: 'tag', url: `${CAMPAIGNS}/${await draft(w)}/content`, payload: content() }),
    refused: async (w) => ({
      as: 'tag',
      url: `${CAMPAIGNS}/${await draft(w)}/content`,
      payload: { ...content(), subject: '' },
    }),
  },
  'POST /api/campaigns/:id/schedule': {
    action: 'campaign.scheduled',
    ok: async (w) => ({ as: 'tag', url: `${CAMPAIGNS}/${await withContent(w)}/schedule` }),
    refused: async (w) => ({ as: 'tag', url: `${CAMPAIGNS}/${await draft(w)}/schedule` }),
  },
  'PATCH /api/campaigns/:id/close': {
    action: 'campaign.closed',
    ok: async (w) => ({ as: 'tag', url: `${CAMPAIGNS}/${await inStatus(w, 'OPEN')}/close` }),
    refused: async (w) => ({ as: 'tag', url: `${CAMPAIGNS}/${await draft(w)}/close` }),
  },
  'PATCH /api/campaigns/:id/archive': {
    action: 'campaign.archived',
    ok: async (w) => ({ as: 'tag', url: `${CAMPAIGNS}/${await inStatus(w, 'CLOSED')}/archive` }),
    refused: async (w) => ({ as: 'tag', url: `${CAMPAIGNS}/${await draft(w)}/archive` }),
  },
  'POST /api/campaigns/:id/clone': {
    action: 'campaign.cloned',
    ok: async (w) => ({
      as: 'tag',
      url: `${CAMPAIGNS}/${await draft(w)}/clone`,
      payload: { campaignName: `Clone ${w.unique()}` },
    }),
    refused: async () => ({
      as: 'tag',
      url: `${CAMPAIGNS}/${UNKNOWN}/clone`,
      payload: { campaignName: 'Clone' },
    }),
  },
  'PATCH /api/campaigns/:id/updateEndDate': {
    action: 'campaign.updated',
    ok: async (w) => ({
      as: 'tag',
      url: `${CAMPAIGNS}/${await inStatus(w, 'OPEN')}/updateEndDate?newEndTime=${newEnd()}`,
    }),
    refused: async (w) => ({
      as: 'tag',
      url: `${CAMPAIGNS}/${await draft(w)}/updateEndDate?newEndTime=${newEnd()}`,
    }),
  },
  'POST /api/campaigns/:id/respondents/download': {
    action: 'export.downloaded',
    ok: async (w) => {
      const id = await inStatus(w, 'OPEN');
      return {
        as: 'tag',
        url: `${CAMPAIGNS}/${id}/respondents/download`,
        payload: { campaignExternalId: id },
      };
    },
    refused: async (w) => ({
      as: 'tag',
      url: `${CAMPAIGNS}/${await draft(w)}/respondents/download`,
      payload: { campaignExternalId: UNKNOWN },
    }),
  },
  'POST /api/engagement/audiences': {
    action: 'audience.created',
    ok: async (w) => ({ as: 'tag', url: AUDIENCES, payload: savedAudience(w) }),
    refused: async (w) => ({ as: 'tag', url: AUDIENCES, payload: { ...savedAudience(w), name: '' } }),
  },
  'PUT /api/engagement/audiences/:id': {
    action: 'audience.updated',
    ok: async (w) => ({
      as: 'tag',
      url: `${AUDIENCES}/${await created(w, AUDIENCES, savedAudience(w))}`,
      payload: savedAudience(w),
    }),
    refused: async (w) => ({ as: 'tag', url: `${AUDIENCES}/${UNKNOWN}`, payload: savedAudience(w) }),
  },
  'DELETE /api/engagement/audiences/:id': {
    action: 'audience.deleted',
    ok: async (w) => ({ as: 'tag', url: `${AUDIENCES}/${await created(w, AUDIENCES, savedAudience(w))}` }),
    refused: async () => ({ as: 'tag', url: `${AUDIENCES}/${UNKNOWN}` }),
  },
  'POST /api/engagement/email-templates': {
    action: 'email_template.created',
    ok: async (w) => ({ as: 'admin', url: EMAIL_TEMPLATES, payload: emailTemplate(w) }),
    refused: async (w) => ({
      as: 'admin',
      url: EMAIL_TEMPLATES,
      payload: { ...emailTemplate(w), subject: '' },
    }),
  },
  'PUT /api/engagement/email-templates/:id': {
    action: 'email_template.updated',
    ok: async (w) => ({
      as: 'admin',
      url: `${EMAIL_TEMPLATES}/${await created(w, EMAIL_TEMPLATES, emailTemplate(w), 'admin')}`,
      payload: emailTemplate(w),
    }),
    refused: async (w) => ({ as: 'admin', url: `${EMAIL_TEMPLATES}/${UNKNOWN}`, payload: emailTemplate(w) }),
  },
  'POST /api/engagement/survey-templates': {
    action: 'survey_template.created',
    ok: async (w) => ({ as: 'tag', url: SURVEY_TEMPLATES, payload: surveyTemplate(w) }),
    refused: async (w) => ({
      as: 'tag',
      url: SURVEY_TEMPLATES,
      payload: { ...surveyTemplate(w), questions: [] },
    }),
  },
  'PUT /api/engagement/survey-templates/:id': {
    action: 'survey_template.updated',
    ok: async (w) => ({
      as: 'tag',
      url: `${SURVEY_TEMPLATES}/${await created(w, SURVEY_TEMPLATES, surveyTemplate(w))}`,
      payload: surveyTemplate(w),
    }),
    refused: async (w) => ({ as: 'tag', url: `${SURVEY_TEMPLATES}/${UNKNOWN}`, payload: surveyTemplate(w) }),
  },
};
