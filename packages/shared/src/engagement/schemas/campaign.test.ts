import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_MESSAGES,
  campaignAudienceBodySchema,
  campaignCloneBodySchema,
  campaignCommentQuerySchema,
  endTimeIssue,
  toEndTimeParam,
} from './campaign.js';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('campaign schemas', () => {
  it('[CAMP-16] [CAMP-17] the name is required and at most 250 characters', () => {
    expect(issues(campaignAudienceBodySchema.safeParse({ name: '  ' }))).toEqual([
      `name: ${CAMPAIGN_MESSAGES.campaignNameRequired}`,
    ]);
    expect(issues(campaignAudienceBodySchema.safeParse({ name: 'x'.repeat(251) }))).toEqual([
      'name: Maximum 250 characters',
    ]);
    expect(campaignAudienceBodySchema.safeParse({ name: 'x'.repeat(250) }).success).toBe(true);
  });

  it('[CAMP-18] [CAMP-19] [AUD-28] NONE, CUSTOM_NONE, empty and null are no audience; CUSTOM keeps the filters; an empty vacancy is null', () => {
    for (const audienceExternalId of ['NONE', 'CUSTOM_NONE', '', null, undefined]) {
      expect(
        campaignAudienceBodySchema.parse({ name: 'A', audienceExternalId, vacancyExternalId: '' }),
      ).toMatchObject({
        audienceMode: 'NONE',
        audienceExternalId: null,
        vacancyExternalId: null,
        candidateFilters: null,
      });
    }
    const custom = campaignAudienceBodySchema.parse({
      name: 'A',
      audienceExternalId: 'CUSTOM',
      candidateFilters: { countries: ['USA'] },
    });
    expect(custom).toMatchObject({ audienceMode: 'CUSTOM', candidateFilters: { countries: ['USA'] } });
    const id = '0b8e2c9a-4c1e-4c55-9a53-1b0f6f0e2a11';
    expect(campaignAudienceBodySchema.parse({ name: 'A', audienceExternalId: id })).toMatchObject({
      audienceMode: 'SAVED',
      audienceExternalId: id,
      candidateFilters: null,
    });
  });

  it('[CAMP-32] [CAMP-34] the comment is optional and at most 100; the clone name required and at most 150', () => {
    expect(campaignCommentQuerySchema.parse({}).comment).toBeNull();
    expect(issues(campaignCommentQuerySchema.safeParse({ comment: 'x'.repeat(101) }))).toEqual([
      `comment: ${CAMPAIGN_MESSAGES.commentMaxError}`,
    ]);
    expect(issues(campaignCloneBodySchema.safeParse({ campaignName: '' }))).toEqual([
      'campaignName: This field is required',
    ]);
    expect(issues(campaignCloneBodySchema.safeParse({ campaignName: 'x'.repeat(151) }))).toEqual([
      'campaignName: Maximum 150 characters',
    ]);
  });

  it('[CAMP-40] [CAMP-41] [CAMP-42] a new end date is in the future and 24 hours away, sent without fractional seconds', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(endTimeIssue('2026-11-25T11:00:00Z', now)).toBe(CAMPAIGN_MESSAGES.endTimeValidation);
    expect(endTimeIssue('2026-11-26T11:59:59Z', now)).toBe(CAMPAIGN_MESSAGES.endTimeGreaterThan24h);
    expect(endTimeIssue('2026-11-26T12:00:00Z', now)).toBeUndefined();
    expect(toEndTimeParam(new Date('2026-11-27T08:30:00.123Z'))).toBe('2026-11-27T08:30:00Z');
  });
});
