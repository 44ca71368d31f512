import { describe, expect, it } from 'vitest';
import {
  RESPONDENT_MESSAGES,
  respondentFilterSchema,
  respondentsBodySchema,
  respondentsFileName,
  respondentsSortQuerySchema,
} from './respondents.js';

const campaign = '6f1c2a4e-1d2b-4c3d-8e9f-0a1b2c3d4e5f';
const question = '0e5d6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f70';
const choice = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('respondents body (RESP-10, RESP-23)', () => {
  it('[RESP-10] takes the campaign id alone; filters and names default to empty (null too)', () => {
    expect(respondentsBodySchema.parse({ campaignExternalId: campaign })).toEqual({
      campaignExternalId: campaign,
      filters: [],
      candidateNames: [],
    });
    expect(
      respondentsBodySchema.parse({ campaignExternalId: campaign, filters: null, candidateNames: null }),
    ).toMatchObject({ filters: [], candidateNames: [] });
  });

  it('[RESP-23] each type carries its own value key and no other', () => {
    const ok = [
      { questionExternalId: question, type: 'BOOLEAN', booleanValue: false },
      { questionExternalId: question, type: 'NUMBER', minNumericValue: 3 },
      {
        questionExternalId: question,
        type: 'SINGLE_CHOICE',
        choiceExternalId: choice,
        choiceValue: 'Remote',
      },
      { questionExternalId: question, type: 'SELECT', choiceExternalId: choice },
      { questionExternalId: question, type: 'MULTIPLE_CHOICE', choiceExternalId: choice },
      { question: 'Start?', questionExternalId: question, type: 'DATE', availabilityDate: '2026-07-01' },
    ];
    for (const item of ok) expect(respondentFilterSchema.safeParse(item).success, item.type).toBe(true);
    const wrong = [
      { questionExternalId: question, type: 'BOOLEAN', minNumericValue: 3 },
      { questionExternalId: question, type: 'BOOLEAN', booleanValue: true, minNumericValue: 3 },
      { questionExternalId: question, type: 'SELECT', booleanValue: true },
      { questionExternalId: question, type: 'TEXT', booleanValue: true },
      { questionExternalId: 'q1', type: 'BOOLEAN', booleanValue: true },
    ];
    for (const item of wrong) expect(respondentFilterSchema.safeParse(item).success, item.type).toBe(false);
  });

  it('[RESP-17] a NUMBER filter is digits only: whole and not negative', () => {
    const number = (minNumericValue: number) =>
      respondentFilterSchema.safeParse({ questionExternalId: question, type: 'NUMBER', minNumericValue });
    expect(number(0).success).toBe(true);
    expect(number(120).success).toBe(true);
    const half = number(2.5);
    expect(half.success).toBe(false);
    expect(half.error?.issues[0]?.message).toBe(RESPONDENT_MESSAGES.numberDigits);
    expect(number(-1).success).toBe(false);
  });

  it('[RESP-18] a DATE filter is a calendar day', () => {
    const date = (availabilityDate: string) =>
      respondentFilterSchema.safeParse({ questionExternalId: question, type: 'DATE', availabilityDate });
    expect(date('2024-02-29').success).toBe(true);
    expect(date('2025-02-29').success).toBe(false);
    expect(date('01-07-2026').success).toBe(false);
  });
});

describe('respondents sort (RESP-03, RESP-04)', () => {
  it('[RESP-03] candidate name ascending by default', () => {
    expect(respondentsSortQuerySchema.parse({})).toEqual({ column: 'candidateName', order: 'asc' });
  });

  it('[RESP-04] order asc or desc, upper-cased too; a question id is a column', () => {
    expect(respondentsSortQuerySchema.parse({ column: 'completedAt', order: 'DESC' })).toEqual({
      column: 'completedAt',
      order: 'desc',
    });
    expect(respondentsSortQuerySchema.parse({ column: question, order: 'Asc' }).order).toBe('asc');
    expect(respondentsSortQuerySchema.safeParse({ order: 'up' }).success).toBe(false);
    expect(respondentsSortQuerySchema.safeParse({ column: 'email' }).success).toBe(false);
  });
});

describe('[RESP-08] the download file name', () => {
  it('is respondents_{campaign name}.xlsx, characters no file system takes made safe', () => {
    expect(respondentsFileName('Spring round 2026')).toBe('respondents_Spring round 2026.xlsx');
    expect(respondentsFileName('Q1/Q2: "Java" <devs>?')).toBe('respondents_Q1_Q2_ _Java_ _devs__.xlsx');
  });
});
