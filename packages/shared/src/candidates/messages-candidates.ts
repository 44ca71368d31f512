import { PHONE_MESSAGES } from '../core/index.js';
import { CANDIDATE_STATUS_LABELS, type CandidateStatus } from './enums/candidate-status.js';

/**
 * Candidate texts the server produces and the web shows as they are (CAND-VAL-01..31, CAND-FORM-17..21,
 * CAND-STATUS-31..37, BGC-17, ERR-03).
 */
export const CANDIDATE_MESSAGES = {
  // Validation (CAND-VAL-01..31); the spec's exact texts where it gives one.
  ...PHONE_MESSAGES,
  expectedRateInvalid: 'Please enter a valid number',
  expectedRatePositive: 'Please enter a positive number',
  expectedRateRequired: 'Expected Rate is required',
  noticePeriodRequired: 'Notice Period is required',
  emailInvalid: 'Please enter a valid email address',
  noDigits: 'Digits are not allowed',
  urlInvalid: 'Please enter a valid URL',
  countryUnknown: 'Please choose a country from the list',
  resumeRequired: 'Resume is required',
  resumeType: 'Allowed file types: pdf, docx, doc, pages, xlsx, odt',
  resumeTooLarge: 'The resume must be at most 10 MB',
  resumeContentMismatch: "The file's content does not match its type (pdf, docx, doc, pages, xlsx, odt)",
  languageUnknown: 'Unknown language',
  skillUnknown: 'Unknown skill',
  dateInFuture: 'The date must not be in the future',
  dateFormat: 'Use the format YYYY-MM-DDTHH:mm:ss',
  requiredVacancy: 'Select at least one vacancy',
  requiredCandidate: 'Select at least one candidate',
  // Save outcomes (CAND-FORM-17..21).
  emailExists: 'Email already exists',
  phoneExists: 'Phone number already exists',
  created: 'Candidate created successfully',
  edited: 'Candidate updated successfully',
  // GLO-R export (CAND-STATUS-31..37).
  gloExported: 'Candidate successfully exported to GLO-R',
  gloNotAvailable: 'This candidate cannot be exported to GLO-R',
  gloNotShortlisted: 'Only a Shortlisted candidate can be exported to GLO-R',
  gloNotPublished: 'The vacancy is not published to GLO-R',
  gloAlreadyExported: 'The candidate is already exported to GLO-R for this vacancy',
  gloUnreachable: 'GLO-R is not reachable. Try again later.',
  gloBadResponse: 'GLO-R answered with an unexpected response. Try again later.',
  // Attach to vacancy (RESP-29..31; ERR-03 candidateAttachedFailed).
  candidateAttachedFailed: 'Could not attach the candidate',
  // Gates (CAND-STATUS-27/28, BGC-12).
  preScreeningNotPassed: 'Shortlisting needs a passed pre-screening for candidates in the India group',
  editLockedAllPending:
    'Editing is locked: the assessment is completed and the candidate has moved past Pending on a vacancy',
  editLockedOffer:
    'Editing is locked: the assessment is completed and the candidate has accepted an offer or joined',
  bgcNotUsa: 'Background checks apply only to candidates in the USA',
  bgcNotCompliant: 'Background checks need a location-compliant candidate',
  bgcFinal: 'The background check is finished and can no longer change',
  bgcUpdated: 'Background status updated',
} as const;

/**
 * 409 of attach: singular or plural by the number of pairs already attached (RESP-30);
 * with names, the candidates concerned follow after a colon.
 */
export function alreadyAttachedMessage(count: number, candidateNames: readonly string[] = []): string {
  const text =
    count === 1
      ? 'The candidate is already attached to the selected vacancy'
      : 'The candidates are already attached to the selected vacancies';
  return candidateNames.length > 0 ? `${text}: ${candidateNames.join(', ')}` : text;
}

/** Success of attach, singular or plural. */
export function attachedMessage(candidateCount: number): string {
  return candidateCount === 1
    ? 'Candidate attached to the vacancy successfully'
    : `${candidateCount} candidates attached successfully`;
}

/** 409 of an illegal status change: names both statuses (issue 3, CAND-STATUS-01). */
export function transitionNotAllowedMessage(from: CandidateStatus, to: CandidateStatus): string {
  return `Cannot change the status from ${CANDIDATE_STATUS_LABELS[from]} to ${CANDIDATE_STATUS_LABELS[to]}`;
}

/** 409 of a background-status update naming the candidates that cannot take the target (BGC-17). */
export function bgcNotAllowedMessage(target: string, candidateNames: readonly string[]): string {
  return `Background status ${target} is not allowed for: ${candidateNames.join(', ')}`;
}
