import {
  AUDIENCE_MESSAGES,
  CAMPAIGN_MESSAGES,
  CANDIDATE_MESSAGES,
  MESSAGES,
  maxCharacters,
} from '@talent-desk/shared';
import { describe, expect, it } from 'vitest';
import { en } from './en';

describe('messages named by keys in the spec', () => {
  it('[ERR-03] each key shows the English text ERR-03 gives it', () => {
    expect(CAMPAIGN_MESSAGES.campaignNameRequired).toBe('Campaign name is required');
    expect(maxCharacters(250)).toBe('Maximum 250 characters');
    expect(MESSAGES.mandatoryField).toBe('This field is required');
    expect(CAMPAIGN_MESSAGES.commentMaxError).toBe('Comment must be at most 100 characters');
    expect(CAMPAIGN_MESSAGES.endTimeValidation).toBe('End date must be in the future');
    expect(CAMPAIGN_MESSAGES.endTimeGreaterThan24h).toBe('End date must be at least 24 hours from now');
    expect(CANDIDATE_MESSAGES.requiredVacancy).toBe('Select at least one vacancy');
    expect(AUDIENCE_MESSAGES.nameRequired).toBe('Audience name is required');
    expect(CANDIDATE_MESSAGES.candidateAttachedFailed).toBe('Could not attach the candidate');
    expect(en.vacancies.linkCopied).toBe('Link copied');
  });
});
