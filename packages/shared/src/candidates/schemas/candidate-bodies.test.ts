import { describe, expect, it } from 'vitest';
import {
  assignCandidatesBodySchema,
  backgroundStatusUpdateBodySchema,
  candidateExportBodySchema,
  candidateStatusChangeBodySchema,
  formatBgcDate,
  gloExportBodySchema,
  parseBgcDate,
} from './candidate-bodies.js';
import { gloExportToasts } from './glo-export-response.js';
import { resumeIssue } from './resume.js';
import { SCORE_RANGE_DEFAULT, scoreRangeSchema } from '../filters/score-range.js';

const a = '0b9c6f0e-7d1a-4c0e-9a53-5f2d3c1b2a10';
const b = '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const messages = (r: { error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('background-status update body', () => {
  const body = {
    backgroundStatus: 'READY_FOR_BGC',
    candidateExternalIds: [a, b],
    backgroundStatusUpdateDate: '2025-03-01T09:30:00',
  };

  it('[BGC-14] [BGC-15] one status and one date for several candidates, date as YYYY-MM-DDTHH:mm:ss', () => {
    expect(backgroundStatusUpdateBodySchema.parse(body).candidateExternalIds).toEqual([a, b]);
    expect(
      backgroundStatusUpdateBodySchema.parse({ ...body, candidateExternalIds: [a, a] }).candidateExternalIds,
    ).toEqual([a]);
    expect(backgroundStatusUpdateBodySchema.safeParse({ ...body, candidateExternalIds: [] }).success).toBe(
      false,
    );
    for (const bad of ['2025-03-01', '2025-03-01T09:30:00Z', '2025-02-30T10:00:00', '2025-03-01T24:00:00']) {
      expect(
        messages(backgroundStatusUpdateBodySchema.safeParse({ ...body, backgroundStatusUpdateDate: bad })),
      ).toEqual(['Use the format YYYY-MM-DDTHH:mm:ss']);
    }
    expect(formatBgcDate(new Date(Date.UTC(2025, 2, 1, 9, 30, 0)))).toBe('2025-03-01T09:30:00');
    expect(parseBgcDate('2025-03-01T09:30:00')?.toISOString()).toBe('2025-03-01T09:30:00.000Z');
  });

  it('[BGC-13] the date must not be in the future', () => {
    const tomorrow = formatBgcDate(new Date(Date.now() + 24 * 3600 * 1000));
    expect(
      messages(backgroundStatusUpdateBodySchema.safeParse({ ...body, backgroundStatusUpdateDate: tomorrow })),
    ).toEqual(['The date must not be in the future']);
    const now = formatBgcDate(new Date());
    expect(
      backgroundStatusUpdateBodySchema.safeParse({ ...body, backgroundStatusUpdateDate: now }).success,
    ).toBe(true);
  });
});

describe('other candidate bodies', () => {
  it('assign needs at least one candidate and one vacancy', () => {
    expect(assignCandidatesBodySchema.parse({ candidateExternalIds: [a], vacancyExternalIds: [b] })).toEqual({
      candidateExternalIds: [a],
      vacancyExternalIds: [b],
    });
    expect(
      messages(assignCandidatesBodySchema.safeParse({ candidateExternalIds: [a], vacancyExternalIds: [] })),
    ).toEqual(['Select at least one vacancy']);
  });

  it('[CAND-STATUS-02] a status change carries one assignable status', () => {
    expect(candidateStatusChangeBodySchema.parse({ status: 'ACCEPTED' })).toEqual({ status: 'ACCEPTED' });
    expect(candidateStatusChangeBodySchema.safeParse({ status: 'NOT_ASSIGNED' }).success).toBe(false);
  });

  it('[ENUM-15] an export names its format and either the selection or the filters', () => {
    expect(
      candidateExportBodySchema.safeParse({ format: 'linkedin', candidateExternalIds: [a] }).success,
    ).toBe(true);
    expect(
      candidateExportBodySchema.safeParse({ format: 'pdf', filters: { statuses: ['PENDING'] } }).success,
    ).toBe(true);
    expect(candidateExportBodySchema.safeParse({ format: 'csv', candidateExternalIds: [a] }).success).toBe(
      false,
    );
    expect(
      candidateExportBodySchema.safeParse({ format: 'xlsx', candidateExternalIds: [a], filters: {} }).success,
    ).toBe(false);
  });

  it('[CAND-STATUS-33] GLO-R export body is {candidateExternalId, vacancyExternalId}', () => {
    expect(gloExportBodySchema.safeParse({ candidateExternalId: a, vacancyExternalId: b }).success).toBe(
      true,
    );
    expect(gloExportBodySchema.safeParse({ candidateExternalId: a }).success).toBe(false);
  });

  it('[CAND-STATUS-34] [CAND-STATUS-35] GLO-R answers: 400 error, 200 success, other warning; empty is success', () => {
    expect(gloExportToasts([])).toEqual([
      { severity: 'success', message: 'Candidate successfully exported to GLO-R' },
    ]);
    expect(
      gloExportToasts([
        { status: 400, message: 'bad' },
        { status: 200, message: 'ok' },
        { status: 202, message: 'later' },
      ]).map((t) => t.severity),
    ).toEqual(['error', 'success', 'warning']);
  });

  it('[CAND-VAL-26] [CAND-VAL-27] the resume is required, one of six types, at most 10 MB', () => {
    expect(resumeIssue(null)).toBe('Resume is required');
    expect(resumeIssue({ name: 'cv.exe', size: 10 })).toBe(
      'Allowed file types: pdf, docx, doc, pages, xlsx, odt',
    );
    expect(resumeIssue({ name: 'cv.pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      'The resume must be at most 10 MB',
    );
    expect(resumeIssue({ name: 'cv.Pages', size: 2048 })).toBeNull();
  });
});

describe('score range filter (LIST-15..17)', () => {
  it('[LIST-15] min is required and not negative', () => {
    expect(messages(scoreRangeSchema.safeParse({ min: '', max: '100' }))).toEqual(['This field is required']);
    expect(scoreRangeSchema.safeParse({ min: -1, max: 10 }).success).toBe(false);
  });
  it('[LIST-16] max is required, at most 100 and not below min', () => {
    expect(messages(scoreRangeSchema.safeParse({ min: '0', max: '' }))).toEqual(['This field is required']);
    expect(scoreRangeSchema.safeParse({ min: '0', max: '101' }).success).toBe(false);
    expect(messages(scoreRangeSchema.safeParse({ min: '50', max: '40' }))).toEqual([
      'Maximum must not be below the minimum',
    ]);
    expect(scoreRangeSchema.parse({ min: '40', max: '40' })).toEqual({ min: 40, max: 40 });
  });
  it('[LIST-17] digits only: min up to 2 digits, max up to 3', () => {
    expect(scoreRangeSchema.safeParse({ min: '1a', max: '100' }).success).toBe(false);
    expect(scoreRangeSchema.safeParse({ min: '100', max: '100' }).success).toBe(false);
    expect(scoreRangeSchema.safeParse({ min: '5', max: '1000' }).success).toBe(false);
    expect(scoreRangeSchema.parse({ min: '05', max: '100' })).toEqual({ min: 5, max: 100 });
  });
  it('[LIST-18] the default range is 0 to 100', () => {
    expect(scoreRangeSchema.parse(SCORE_RANGE_DEFAULT)).toEqual({ min: 0, max: 100 });
  });
});
