import {
  CAMPAIGN_MESSAGES,
  campaignContentBodySchema,
  type CampaignContentBodyInput,
  type CampaignDetail,
} from '@talent-desk/shared';

/** A start a minute old is still 'now' (the time it took to press Next). */
const START_GRACE_MS = 60_000;

/**
 * Step 2's rules: the shared body schema (e-mail fields, the end after the start) and, on this screen,
 * a start that has not passed: Schedule would refuse it (CAMP-48), so the user hears it here first.
 */
export const contentFormSchema = campaignContentBodySchema.superRefine((body, ctx) => {
  if (Date.parse(body.startTime) < Date.now() - START_GRACE_MS) {
    ctx.addIssue({ code: 'custom', path: ['startTime'], message: CAMPAIGN_MESSAGES.startPassed });
  }
});

/** Step 2's values: what the campaign saved (its own e-mail copy, survey and dates), or empty. */
export function contentStepDefaults(campaign: CampaignDetail): CampaignContentBodyInput {
  return {
    emailTemplateExternalId: campaign.emailTemplateExternalId,
    from: campaign.from ?? '',
    subject: campaign.subject ?? '',
    body: campaign.body ?? '',
    saveAsTemplate: null,
    surveyTemplateExternalId: campaign.surveyTemplateExternalId,
    startTime: campaign.startTime ?? '',
    endTime: campaign.endTime ?? '',
  };
}

/** The fields a 400 may name, as the form knows them. */
export const CONTENT_FIELDS = [
  'emailTemplateExternalId',
  'from',
  'subject',
  'body',
  'saveAsTemplate.title',
  'surveyTemplateExternalId',
  'startTime',
  'endTime',
] as const;
export type ContentField = (typeof CONTENT_FIELDS)[number];
export const isContentField = (path: string): path is ContentField =>
  (CONTENT_FIELDS as readonly string[]).includes(path);
