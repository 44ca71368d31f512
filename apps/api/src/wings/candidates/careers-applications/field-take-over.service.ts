import {
  CANDIDATE_MESSAGES,
  CAREERS_APPLICATION_MESSAGES,
  candidateFormSchema,
  COUNTRY_INDIA,
  type CareersApplication,
  type CareersApplicationAnswers,
  type CareersApplicationField,
  type CandidateFormInput,
  type Role,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import { changesBetween, recordAudit, type ActorAuditContext } from '../../../lib/audit.js';
import type { Queryable } from '../../../lib/queryable.js';
import { fieldError, validationError, zodIssueFields } from '../../../lib/validation-fields.js';
import type { CandidateRow } from '../core/candidate-read.repo.js';
import { candidateAssignments, editGate, requireCandidate } from '../core/candidate-read.service.js';
import { duplicateConflict } from '../core/candidate-validation.js';
import { duplicateField, updateCandidateRow, type CandidateColumns } from '../core/candidate-write.repo.js';
import { FIELD_VALUES } from './careers-application-fields.js';
import { lockCandidate } from './careers-application.repo.js';
import { readApplication, requireApplication } from './careers-application-read.service.js';

/**
 * The candidate form's fields a take-over is checked against: its own, and those its rules read with it
 * (the phone rules depend on the country, CAND-VAL-01..07; the state on the USA, CAND-FORM-04).
 */
const CHECKED_WITH: Partial<Record<CareersApplicationField, readonly string[]>> = {
  firstName: ['firstName'],
  lastName: ['lastName'],
  email: ['email'],
  phone: ['phone'],
  location: ['country', 'state', 'city', 'phone'],
  yearsOfExperience: ['yearsOfExperience'],
  educationalQualification: ['educationalQualification'],
};

/** The stored candidate as the candidate form reads it (what the edit page would send unchanged). */
function formOf(row: CandidateRow): CandidateFormInput {
  return {
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    linkedinUrl: row.linkedinUrl,
    country: row.country,
    state: row.state,
    city: row.city,
    yearsOfExperience: row.yearsOfExperience as CandidateFormInput['yearsOfExperience'],
    educationalQualification: row.educationalQualification as CandidateFormInput['educationalQualification'],
    comments: row.comments,
    experience: row.experience,
    source: row.source,
    sourceName: row.sourceName,
  };
}

/**
 * The candidate columns the field's value becomes. Profile fields must leave the candidate valid under
 * the candidate form's rules for the acting role (the same shared schema as an edit); only the
 * issues of the field and of the fields its rules read with it count, so an old value elsewhere never
 * blocks a take-over (and is not written). The applicant's values were normalised by the same rules
 * when received.
 */
function columnsFor(
  field: CareersApplicationField,
  answers: CareersApplicationAnswers,
  row: CandidateRow,
  role: Role,
): Partial<CandidateColumns> {
  const checked = CHECKED_WITH[field];
  if (checked) {
    const location = { country: answers.country, state: answers.state ?? null, city: answers.city };
    const taken =
      field === 'location' ? location : { [field]: answers[field as keyof CareersApplicationAnswers] };
    const result = candidateFormSchema({ actorRole: role }).safeParse({ ...formOf(row), ...taken });
    const issues = result.error?.issues.filter((issue) => checked.includes(String(issue.path[0]))) ?? [];
    if (issues.length > 0) throw validationError(zodIssueFields(issues, field));
  }
  // fullName as the candidate save keeps it: 'First Middle Last'.
  const fullName = (first: string, last: string) => [first, row.middleName, last].filter(Boolean).join(' ');
  switch (field) {
    case 'firstName':
      return { firstName: answers.firstName, fullName: fullName(answers.firstName, row.lastName) };
    case 'lastName':
      return { lastName: answers.lastName, fullName: fullName(row.firstName, answers.lastName) };
    case 'email':
      return { email: answers.email };
    case 'phone':
      return { phone: answers.phone ?? null };
    case 'location':
      return {
        country: answers.country,
        state: answers.state ?? null,
        city: answers.city,
        // As a staff edit: the VENDOR's expected rate and notice period stay while the candidate stays
        // in India and go when the country changes (CAND-FORM-05).
        ...(answers.country === COUNTRY_INDIA ? {} : { expectedRate: null, noticePeriod: null }),
      };
    case 'yearsOfExperience':
      return { yearsOfExperience: answers.yearsOfExperience };
    case 'educationalQualification':
      return { educationalQualification: answers.educationalQualification };
    case 'eligibleToWorkInUS':
      return { eligibleToWorkInUs: answers.eligibleToWorkInUS };
    case 'requireSponsorshipToWorkInUS':
      return { requireSponsorshipToWorkInUs: answers.requireSponsorshipToWorkInUS };
    case 'onSiteWork':
      return { onSiteWork: answers.onSiteWork };
    case 'fullTimeWork':
      return { fullTimeWork: answers.fullTimeWork };
    case 'rotatingShiftsWork':
      return { rotatingShiftsWork: answers.rotatingShiftsWork };
  }
}

/** 409 as the candidate save answers it, naming the field. */
function takenConflict(field: 'email' | 'phone'): AppError {
  const [code, message] =
    field === 'email'
      ? (['EMAIL_EXISTS', CANDIDATE_MESSAGES.emailExists] as const)
      : (['PHONE_EXISTS', CANDIDATE_MESSAGES.phoneExists] as const);
  return new AppError(409, code, message, [{ path: field, message }]);
}

/** Another candidate holds the e-mail or phone: checked first for a clean 409, the unique index decides a race. */
async function assertUnique(
  tx: Queryable,
  field: CareersApplicationField,
  columns: Partial<CandidateColumns>,
  row: CandidateRow,
) {
  if (field !== 'email' && field !== 'phone') return;
  const taken = await duplicateField(
    tx,
    { email: columns.email ?? row.email, phone: columns.phone === undefined ? row.phone : columns.phone },
    row.id,
  );
  if (taken) throw takenConflict(taken);
}

/**
 * POST /api/careers-applications/{id}/take-over: one value of the application becomes the candidate's.
 * In one transaction with the candidate row locked (two take-overs at once run one after the other and
 * never undo each other); the candidate's edit gate holds (409 EDIT_LOCKED, CAND-STATUS-28); a value
 * the applicant did not give is a 400 naming `field`; a value another candidate holds is a 409 naming
 * it. Only the field's columns are written (the search document follows them).
 */
export async function takeOverField(
  db: Db,
  audit: ActorAuditContext,
  applicationExternalId: string,
  field: CareersApplicationField,
): Promise<CareersApplication> {
  const { actor } = audit;
  const application = await requireApplication(db, actor, applicationExternalId);
  if (FIELD_VALUES[field].application(application.answers) === null)
    throw fieldError('field', CAREERS_APPLICATION_MESSAGES.noValue);
  try {
    await db.transaction(async (tx) => {
      await lockCandidate(tx, actor, application.candidate.id);
      const row = await requireCandidate(tx, actor, application.candidate.externalId);
      const gate = editGate(row, await candidateAssignments(tx, actor, row.id));
      if (!gate.ok) throw new AppError(409, 'EDIT_LOCKED', gate.reason);
      const columns = columnsFor(field, application.answers, row, actor.role);
      await assertUnique(tx, field, columns, row);
      await updateCandidateRow(tx, row.id, columns);
      // The columns the application's value became: all applicant-given, none secret.
      const written = Object.keys(columns).filter(
        (column) => column !== 'fullName',
      ) as (keyof CandidateRow)[];
      await recordAudit(tx, audit, {
        action: 'candidate.updated',
        target: { type: 'candidate', id: row.externalId, label: columns.fullName ?? row.fullName },
        candidateId: row.id,
        changes: changesBetween(row, { ...row, ...columns }, written),
      });
    });
  } catch (error) {
    const conflict = duplicateConflict(error);
    if (conflict) throw takenConflict(conflict.code === 'EMAIL_EXISTS' ? 'email' : 'phone');
    throw error;
  }
  return readApplication(db, actor, applicationExternalId);
}
