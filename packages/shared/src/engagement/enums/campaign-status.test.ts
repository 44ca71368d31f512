import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_STATUS_COLOURS,
  CAMPAIGN_STATUSES,
  STATISTICS_PERIODS,
  SURVEY_EVENT_TYPES,
  campaignStatusSchema,
} from './campaign-status.js';

describe('campaign enumerations', () => {
  it('[ENUM-16] [CAMP-45] the five statuses, each in its colour', () => {
    expect(CAMPAIGN_STATUSES).toEqual(['DRAFT', 'SCHEDULED', 'OPEN', 'CLOSED', 'ARCHIVED']);
    expect(CAMPAIGN_STATUS_COLOURS).toEqual({
      DRAFT: 'yellow',
      SCHEDULED: 'lightBlue',
      OPEN: 'green',
      CLOSED: 'red',
      ARCHIVED: 'orange',
    });
    expect(campaignStatusSchema.safeParse('DELETED').success).toBe(false);
  });

  it('[ENUM-17] the survey event types', () => {
    expect(SURVEY_EVENT_TYPES).toEqual([
      'EMAIL_SENT',
      'EMAIL_OPENED',
      'SURVEY_OPENED',
      'SURVEY_SUBMITTED',
      'UNSUBSCRIBE_EVENT',
    ]);
  });

  it('[ENUM-18] the statistics periods', () => {
    expect(STATISTICS_PERIODS).toEqual(['DAILY', 'MONTHLY', 'ALL_TIME']);
  });
});
