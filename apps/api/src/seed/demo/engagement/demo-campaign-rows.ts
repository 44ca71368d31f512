import { campaignAudienceBodySchema } from '@talent-desk/shared';
import type { campaigns } from '../../../db/schema/index.js';
import { required, type CampaignRefs } from './demo-campaign-refs.js';
import type { DemoCampaign, DemoCampaignAudience, DemoMoment } from './demo-campaigns.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Midnight UTC of the day `now` falls on: every demo campaign date is relative to it. */
export const anchorOf = (now: Date): number => Math.floor(now.getTime() / DAY_MS) * DAY_MS;

export const momentAt = (anchor: number, moment: DemoMoment): Date =>
  new Date(anchor + moment.day * DAY_MS + moment.hour * HOUR_MS);

type CampaignInsert = typeof campaigns.$inferInsert;

/** The audience columns, a custom one checked by the API's step 1 body schema. */
function audienceColumns(name: string, audience: DemoCampaignAudience, refs: CampaignRefs) {
  if (audience.mode === 'SAVED')
    return {
      audienceMode: 'SAVED' as const,
      audienceId: required(refs.audiences, audience.name, 'audience'),
      candidateFilters: null,
      applicationFilters: null,
    };
  const body = campaignAudienceBodySchema.parse({
    name,
    audienceExternalId: audience.mode,
    candidateFilters: audience.mode === 'CUSTOM' ? audience.candidateFilters : undefined,
    applicationFilters: audience.mode === 'CUSTOM' ? {} : undefined,
  });
  return {
    audienceMode: body.audienceMode,
    audienceId: null,
    candidateFilters: body.candidateFilters,
    applicationFilters: body.applicationFilters,
  };
}

function emailColumns(demo: DemoCampaign, refs: CampaignRefs) {
  if (!demo.email) return {};
  if ('template' in demo.email) {
    const template = required(refs.emailTemplates, demo.email.template, 'e-mail template');
    return {
      emailTemplateId: template.id,
      fromAddress: template.fromAddress,
      subject: template.subject,
      body: template.body,
    };
  }
  return { subject: demo.email.subject, body: demo.email.body };
}

/** One campaigns row of a definition, its dates placed around `anchor`. */
export function campaignRow(demo: DemoCampaign, refs: CampaignRefs, anchor: number): CampaignInsert {
  const at = (moment: DemoMoment | undefined) => (moment ? momentAt(anchor, moment) : null);
  const created = momentAt(anchor, demo.created);
  const lastChange = [demo.archived, demo.closed, demo.start, demo.scheduled]
    .map(at)
    .find((date): date is Date => date !== null && date.getTime() <= anchor);
  return {
    name: demo.name,
    status: demo.status,
    creationStep: demo.creationStep,
    ownerUserId: refs.owners[demo.owner],
    ...audienceColumns(demo.name, demo.audience, refs),
    vacancyId: demo.withVacancy ? refs.vacancyId : null,
    ...emailColumns(demo, refs),
    surveyTemplateId: demo.survey ? required(refs.surveys, demo.survey, 'survey template').id : null,
    startTime: at(demo.start),
    endTime: at(demo.end),
    comment: demo.comment ?? null,
    scheduledAt: at(demo.scheduled),
    // The engine opens a campaign at its start and closes it at its end (or a user closes it earlier).
    openedAt: demo.engagement ? at(demo.start) : null,
    closedAt: at(demo.closed),
    archivedAt: at(demo.archived),
    createdAt: created,
    updatedAt: lastChange ?? created,
  };
}
