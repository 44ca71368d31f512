import { apiErrorSchema, CAREERS_APPLICATION_MESSAGES } from '@talent-desk/shared';
import { fileResponse } from '../../../contract/route-docs.js';
import { RESUME_CONTENT_TYPES } from '../../../lib/resume/resume-content.js';

const STAFF_ONLY =
  'Staff only: a VENDOR gets 404 here whatever the id (careers-site applications are never shown to vendors).';

export const applicationErrors = {
  notFound: {
    404: apiErrorSchema.describe(`No such application (or the caller is a VENDOR). ${STAFF_ONLY}`),
  },
  takeOver: {
    404: apiErrorSchema.describe(
      `No such application (or the caller is a VENDOR), or '${CAREERS_APPLICATION_MESSAGES.resumeMissing}'`,
    ),
    409: apiErrorSchema.describe(
      "EDIT_LOCKED: the candidate's edit is blocked (assessment gate); EMAIL_EXISTS / PHONE_EXISTS: " +
        'another candidate holds the value (fields names it)',
    ),
  },
  attach: {
    404: apiErrorSchema.describe(`No such application (or the caller is a VENDOR). ${STAFF_ONLY}`),
    409: apiErrorSchema.describe('ALREADY_ATTACHED: the candidate is on the vacancy already'),
  },
};

export const applicationResumeResponse = fileResponse('The resume file the applicant sent (attachment)', [
  ...new Set(Object.values(RESUME_CONTENT_TYPES)),
]);

const PAGE = 'Paged (page, size 5/15/25/50/100), newest first.';
const ITEM =
  'Each application carries the vacancy, the candidate, whether the candidate is attached to the vacancy ' +
  'now, its own resume file, and every field with the application value beside the profile value ' +
  '(`differs` when taking it over would change the profile; a value not given never differs).';

/** Summary and description of each careers-site application operation. */
export const APPLICATION_DOCS = {
  candidateList: {
    summary: "A candidate's careers-site applications",
    description: `${PAGE} ${ITEM} ${STAFF_ONLY}`,
  },
  vacancyList: {
    summary: "A vacancy's careers-site applications",
    description: `${PAGE} ${ITEM} ${STAFF_ONLY}`,
  },
  resume: {
    summary: "Download a careers-site application's resume",
    description: STAFF_ONLY,
  },
  takeOver: {
    summary: 'Take one value of a careers-site application over into the candidate',
    description:
      'The field (`location` is country, state and city together) becomes the candidate’s, checked with ' +
      "the candidate form's rules (400 naming the field), unique e-mail and phone (409 naming it), the " +
      "candidate's edit gate (409 EDIT_LOCKED). A value the applicant did not give is a 400 naming " +
      `\`field\`: '${CAREERS_APPLICATION_MESSAGES.noValue}'. Answers the application compared anew. ${STAFF_ONLY}`,
  },
  takeOverResume: {
    summary: "Take a careers-site application's resume over as the candidate's resume",
    description:
      'Replaces the resume on file with a copy of the application’s file (the application keeps its own). ' +
      `The same file on file changes nothing. ${STAFF_ONLY}`,
  },
  attach: {
    summary: "Attach the candidate to the application's vacancy as Pending",
    description: `The normal attach: a history entry, the candidate's status. ${STAFF_ONLY}`,
  },
};
