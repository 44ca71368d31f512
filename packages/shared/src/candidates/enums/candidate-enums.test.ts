import { describe, expect, it } from 'vitest';
import { assessmentLabel, ASSESSMENT_STATUSES, ASSESSMENT_STATUS_LABELS } from './assessment-status.js';
import { backgroundStatusLabel, BACKGROUND_STATUSES, BACKGROUND_STATUS_LABELS } from './background-status.js';
import { CANDIDATE_SOURCES, candidateSourceSchema } from './candidate-source.js';
import { CANDIDATE_STATUS_LABELS, candidateStatusColour, CANDIDATE_STATUSES } from './candidate-status.js';
import {
  COUNTRY_NAMES,
  countryIso2,
  WORK_REGIONS,
  VACANCY_STATUSES,
  vacancyStatusColour,
  VACANCY_TYPES,
} from '../../core/index.js';
import { EXPORT_FORMATS } from './export-format.js';
import { NOTICE_PERIODS, NOTICE_PERIOD_FILTER_CHOICES, noticePeriodsForFilter } from './notice-period.js';
import { QUALIFICATIONS, qualificationSchema } from './qualification.js';
import { RESUME_EXTENSIONS, RESUME_MAX_BYTES, resumeExtension } from './resume-file.js';
import { CANDIDATE_RESULTS, SCREENING_STATUSES } from './screening.js';
import {
  YEARS_OF_EXPERIENCE,
  yearsOfExperienceLabel,
  yearsOfExperienceOptions,
} from './years-of-experience.js';

describe('candidate enumerations', () => {
  it('[ENUM-01] candidate statuses carry the spec labels, NOT_ASSIGNED included', () => {
    expect(CANDIDATE_STATUSES).toEqual([
      'PENDING',
      'ACCEPTED',
      'SHORTLISTED',
      'OFFER_ACCEPTED',
      'ONBOARDED',
      'REJECTED',
      'NOT_ASSIGNED',
    ]);
    expect(CANDIDATE_STATUS_LABELS).toMatchObject({
      PENDING: 'Pending',
      ACCEPTED: 'Recruiter Screening',
      SHORTLISTED: 'Shortlisted',
      OFFER_ACCEPTED: 'Offer Accepted',
      ONBOARDED: 'Candidate Joined',
      REJECTED: 'Rejected',
    });
  });

  it('[FMT-03] status colours: green screening to joined, yellow Pending, red Rejected, gray otherwise', () => {
    for (const s of ['ACCEPTED', 'SHORTLISTED', 'OFFER_ACCEPTED', 'ONBOARDED'])
      expect(candidateStatusColour(s)).toBe('green');
    expect(candidateStatusColour('PENDING')).toBe('yellow');
    expect(candidateStatusColour('REJECTED')).toBe('red');
    expect(candidateStatusColour('NOT_ASSIGNED')).toBe('gray');
    expect(candidateStatusColour('SOMETHING_NEW')).toBe('gray');
    expect(candidateStatusColour(null)).toBe('gray');
  });

  it('[ENUM-02] [ENUM-03] [FMT-04] vacancy statuses and types; Open green, On Hold yellow, others red', () => {
    expect(VACANCY_STATUSES).toHaveLength(7);
    expect(VACANCY_TYPES).toEqual(['EXTERNAL', 'INTERNAL']);
    expect(vacancyStatusColour('OPEN')).toBe('green');
    expect(vacancyStatusColour('ON_HOLD')).toBe('yellow');
    for (const s of VACANCY_STATUSES.filter((v) => v !== 'OPEN' && v !== 'ON_HOLD')) {
      expect(vacancyStatusColour(s)).toBe('red');
    }
  });

  it('[ENUM-04] the four sources', () => {
    expect(CANDIDATE_SOURCES).toEqual(['DIRECT_SEARCH', 'GL_WEBSITE', 'VENDOR', 'EXTERNAL']);
    expect(candidateSourceSchema.safeParse('LINKEDIN').success).toBe(false);
  });

  it('[ENUM-05] [ENUM-06] screening statuses and candidate results', () => {
    expect(SCREENING_STATUSES).toEqual([
      'SENT',
      'IN_PROGRESS',
      'TERMINATED',
      'LEFT',
      'PASSED',
      'FAILED',
      'EXPIRED',
    ]);
    expect(CANDIDATE_RESULTS).toEqual(['PASSED', 'FAILED']);
  });

  it('[ENUM-07] assessment labels, and Pending when there is no status', () => {
    expect(ASSESSMENT_STATUSES).toEqual(['NOT_SENT', 'NOT_INITIATED', 'COMPLETED', 'EXPIRED']);
    expect(Object.values(ASSESSMENT_STATUS_LABELS).sort()).toEqual([
      'Completed',
      'Expired',
      'Not Initiated',
      'Not sent',
    ]);
    expect(assessmentLabel(null)).toBe('Pending');
    expect(assessmentLabel(undefined)).toBe('Pending');
    expect(assessmentLabel('COMPLETED')).toBe('Completed');
  });

  it('[ENUM-08] background labels; Not Active outside the USA', () => {
    expect(BACKGROUND_STATUSES).toHaveLength(7);
    expect(BACKGROUND_STATUS_LABELS.CRIMINAL_CHECK_COMPLETE).toBe('Criminal Check Complete');
    expect(backgroundStatusLabel('READY_FOR_BGC', 'USA')).toBe('Ready for BGC');
    expect(backgroundStatusLabel(null, 'USA')).toBe('Not initiated');
    expect(backgroundStatusLabel('BGC_COMPLETE', 'India')).toBe('Not Active');
    expect(backgroundStatusLabel(null, null)).toBe('Not Active');
  });

  it('[ENUM-09] years-of-experience keys and labels', () => {
    expect(YEARS_OF_EXPERIENCE.map((k) => yearsOfExperienceLabel(k, 'Germany'))).toEqual([
      '0',
      '0-1',
      '1-3',
      '3-5',
      '5-10',
      '10-15',
      '15+',
    ]);
  });

  it('[ENUM-10] [CAND-FORM-11] India labels ZERO_TO_ONE as 0.6-1, elsewhere 0-1', () => {
    expect(yearsOfExperienceLabel('ZERO_TO_ONE', 'India')).toBe('0.6-1');
    expect(yearsOfExperienceLabel('ZERO_TO_ONE', 'USA')).toBe('0-1');
    expect(yearsOfExperienceLabel('ZERO_TO_ONE', null)).toBe('0-1');
    expect(yearsOfExperienceOptions('India')[1]).toEqual({ value: 'ZERO_TO_ONE', label: '0.6-1' });
  });

  it('[ENUM-11] notice period keys are IMMEDIATE then every week to twelve', () => {
    expect(NOTICE_PERIODS).toHaveLength(13);
    expect(NOTICE_PERIODS[0]).toBe('IMMEDIATE');
    expect(NOTICE_PERIODS[1]).toBe('ONE_WEEK');
    expect(NOTICE_PERIODS[12]).toBe('TWELVE_WEEKS');
  });

  it('[ENUM-12] notice filter choices and the keys each covers', () => {
    expect(NOTICE_PERIOD_FILTER_CHOICES).toEqual([
      { value: 'IMMEDIATE', label: 'Can start immediately' },
      { value: 'FOUR_WEEKS', label: '0-30 days' },
      { value: 'EIGHT_WEEKS', label: '31-60 days' },
      { value: 'TWELVE_WEEKS', label: '61-90 days' },
    ]);
    expect(noticePeriodsForFilter('IMMEDIATE')).toEqual(['IMMEDIATE']);
    expect(noticePeriodsForFilter('FOUR_WEEKS')).toEqual([
      'ONE_WEEK',
      'TWO_WEEKS',
      'THREE_WEEKS',
      'FOUR_WEEKS',
    ]);
    expect(noticePeriodsForFilter('TWELVE_WEEKS')).toEqual([
      'NINE_WEEKS',
      'TEN_WEEKS',
      'ELEVEN_WEEKS',
      'TWELVE_WEEKS',
    ]);
    // The three day ranges and 'immediately' cover every key exactly once.
    const covered = NOTICE_PERIOD_FILTER_CHOICES.flatMap((c) => noticePeriodsForFilter(c.value));
    expect(covered).toEqual([...NOTICE_PERIODS]);
  });

  it('[ENUM-13] qualification options are the four texts', () => {
    expect(QUALIFICATIONS).toEqual(['Bachelor Degree', "Master's Degree", 'Ph.D', 'Other']);
    expect(qualificationSchema.safeParse('PhD').success).toBe(false);
  });

  it('[ENUM-14] [ENUM-21] the fixed country list holds India and USA with ISO codes', () => {
    expect(COUNTRY_NAMES.length).toBeGreaterThanOrEqual(190);
    expect(new Set(COUNTRY_NAMES).size).toBe(COUNTRY_NAMES.length);
    expect(countryIso2('India')).toBe('IN');
    expect(countryIso2('USA')).toBe('US');
    expect(countryIso2('Atlantis')).toBeUndefined();
    expect(WORK_REGIONS).toEqual(['India', 'USA']);
  });

  it('[ENUM-15] export formats', () => {
    expect(EXPORT_FORMATS).toEqual(['xlsx', 'pdf', 'linkedin']);
  });

  it('[CAND-VAL-27] resume extensions are the six, case-insensitive; limit 10 MB', () => {
    expect(RESUME_EXTENSIONS).toEqual(['pdf', 'docx', 'doc', 'pages', 'xlsx', 'odt']);
    expect(resumeExtension('CV.PDF')).toBe('pdf');
    expect(resumeExtension('cv.exe')).toBeNull();
    expect(resumeExtension('pdf')).toBeNull();
    expect(resumeExtension('cv.')).toBeNull();
    expect(RESUME_MAX_BYTES).toBe(10_485_760);
  });
});
