import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  EMAIL_TEMPLATE_MESSAGES,
  apiErrorSchema,
  campaignAudienceBodySchema,
  campaignContentBodySchema,
} from '@talent-desk/shared';
import { z } from 'zod';

export const TAGS = ['engagement'];
export const idParams = z.object({ id: z.uuid() });

export const notFound = { 404: apiErrorSchema.describe(`'${CAMPAIGN_MESSAGES.notFound}' (CAMP-11)`) };
export const nameTaken = {
  409: apiErrorSchema.describe(`'${CAMPAIGN_MESSAGES.nameTaken}' (CAMP-24, CAMP-36)`),
};
/** An action refused for who the actor is (403) or for the campaign's status (409). */
export const actionRefused = {
  403: apiErrorSchema.describe(
    `'${CAMPAIGN_MESSAGES.noAccess}': a TAG on a campaign it does not own (CAMP-46); ` +
      `'${CAMPAIGN_MESSAGES.adminOnly}': delete by a non-ADMIN (CAMP-37)`,
  ),
  409: apiErrorSchema.describe(`'${CAMPAIGN_MESSAGES.wrongStatus}'`),
};
export const wizardRefused = {
  ...actionRefused,
  409: apiErrorSchema.describe(
    `'${CAMPAIGN_MESSAGES.wrongStatus}': the wizard works on DRAFT and SCHEDULED campaigns (CAMP-27), ` +
      `or '${CAMPAIGN_MESSAGES.nameTaken}'`,
  ),
};

export const AUDIENCE_BODY_DOC = campaignAudienceBodySchema.meta({
  description:
    `Step 1 (CAMP-13, CAMP-16..19): name 1-${CAMPAIGN_LIMITS.nameMax} characters, unique whatever its case. ` +
    "audienceExternalId: a saved audience's id, 'CUSTOM' (the filters of this body, kept on the campaign), " +
    "or 'NONE' / 'CUSTOM_NONE' / '' / null for no audience yet. vacancyExternalId optional ('' is none). " +
    'An unknown audience, vacancy, skill or language is a 400 naming the field.',
  examples: [
    {
      name: 'Java engineers, spring round',
      audienceExternalId: 'CUSTOM',
      vacancyExternalId: null,
      candidateFilters: { countries: ['USA'], states: ['California'] },
      applicationFilters: { eligibleToWorkInUS: true },
    },
  ],
});

export const CONTENT_BODY_DOC = campaignContentBodySchema.meta({
  description:
    "Step 2: the campaign's own e-mail (subject, HTML body sanitised as e-mail templates are: 400 for " +
    `length or files, 406 '${EMAIL_TEMPLATE_MESSAGES.incorrectVariables}' for an unknown {{placeholder}}), ` +
    'the template it was picked from, the survey template, start and end (ISO with offset, end after ' +
    'start). from (optional; none: MAIL_FROM) must be an address at one of CAMPAIGN_FROM_DOMAINS (by ' +
    "default MAIL_FROM's domain): any other is a 400 naming from and the domains allowed. saveAsTemplate " +
    '{title} also stores it as a new e-mail template: ADMIN only (403 for a TAG, PERM-03).',
  examples: [
    {
      emailTemplateExternalId: null,
      from: 'talent@talentdesk.test',
      subject: 'A role for you, {{candidate.firstName}}',
      body: '<p>Hello {{candidate.firstName}},</p><p>We think {{vacancy.title}} suits you. {{survey.link}}</p>',
      saveAsTemplate: null,
      surveyTemplateExternalId: null,
      startTime: '2026-12-01T09:00:00Z',
      endTime: '2026-12-15T18:00:00Z',
    },
  ],
});

export const contentRefused = {
  ...wizardRefused,
  400: apiErrorSchema.describe(
    'A field that is invalid, named: its length, files in the body, a start after the end, an unknown ' +
      'template, or a From address outside CAMPAIGN_FROM_DOMAINS',
  ),
  403: apiErrorSchema.describe(
    `'${CAMPAIGN_MESSAGES.noAccess}' (CAMP-46), or '${CAMPAIGN_MESSAGES.saveAsTemplateAdminOnly}' (PERM-03)`,
  ),
  406: apiErrorSchema.describe(`'${EMAIL_TEMPLATE_MESSAGES.incorrectVariables}': an unknown placeholder`),
  409: apiErrorSchema.describe(
    `'${CAMPAIGN_MESSAGES.wrongStatus}' (CAMP-27), or '${EMAIL_TEMPLATE_MESSAGES.titleTaken}' (saveAsTemplate)`,
  ),
};
