import { z } from 'zod';
import type { StatusColour } from '../../core/index.js';

/** ENUM-16: the five campaign statuses, in lifecycle order. */
export const CAMPAIGN_STATUSES = ['DRAFT', 'SCHEDULED', 'OPEN', 'CLOSED', 'ARCHIVED'] as const;
export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;

export const CAMPAIGN_STATUS_LABELS = {
  DRAFT: 'Draft',
  SCHEDULED: 'Scheduled',
  OPEN: 'Open',
  CLOSED: 'Closed',
  ARCHIVED: 'Archived',
} as const satisfies Record<CampaignStatus, string>;

/** CAMP-45: Draft yellow, Scheduled light blue, Open green, Closed red, Archived orange. */
export const CAMPAIGN_STATUS_COLOURS = {
  DRAFT: 'yellow',
  SCHEDULED: 'lightBlue',
  OPEN: 'green',
  CLOSED: 'red',
  ARCHIVED: 'orange',
} as const satisfies Record<CampaignStatus, StatusColour>;

export function campaignStatusColour(status: CampaignStatus): StatusColour {
  return CAMPAIGN_STATUS_COLOURS[status];
}

/** CAMP-20..22: where a draft reopens (the wizard's step the user has reached). */
export const CAMPAIGN_CREATION_STEPS = ['AUDIENCE', 'CONTENT', 'PREVIEW'] as const;
export const campaignCreationStepSchema = z.enum(CAMPAIGN_CREATION_STEPS);
export type CampaignCreationStep = z.infer<typeof campaignCreationStepSchema>;

/** The survey event types of the statistics (ENUM-17). */
export const SURVEY_EVENT_TYPES = [
  'EMAIL_SENT',
  'EMAIL_OPENED',
  'SURVEY_OPENED',
  'SURVEY_SUBMITTED',
  'UNSUBSCRIBE_EVENT',
] as const;
export const surveyEventTypeSchema = z.enum(SURVEY_EVENT_TYPES);
export type SurveyEventType = z.infer<typeof surveyEventTypeSchema>;

/** Statistics periods (STAT-05/06): per day, per month, or one total. */
export const STATISTICS_PERIODS = ['DAILY', 'MONTHLY', 'ALL_TIME'] as const;
export const statisticsPeriodSchema = z.enum(STATISTICS_PERIODS);
export type StatisticsPeriod = z.infer<typeof statisticsPeriodSchema>;

/**
 * A recipient's delivery state, furthest first wins on the detail page: queued (not yet handed to the
 * SMTP server), sent, failed (refused for good), then what the candidate did.
 */
export const RECIPIENT_STATES = [
  'QUEUED',
  'SENT',
  'FAILED',
  'OPENED',
  'SURVEY_OPENED',
  'SUBMITTED',
  'UNSUBSCRIBED',
] as const;
export const recipientStateSchema = z.enum(RECIPIENT_STATES);
export type RecipientState = z.infer<typeof recipientStateSchema>;

/** The audience choice of step 1 (CAMP-13, CAMP-18, AUD-28): none, a saved audience, or custom filters. */
export const CAMPAIGN_AUDIENCE_MODES = ['NONE', 'SAVED', 'CUSTOM'] as const;
export const campaignAudienceModeSchema = z.enum(CAMPAIGN_AUDIENCE_MODES);
export type CampaignAudienceMode = z.infer<typeof campaignAudienceModeSchema>;
