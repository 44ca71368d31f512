import {
  PUBLIC_APPLICATION_MESSAGES,
  publicApplicationSchema,
  type PublicApplication,
  type PublicApplicationResponse,
} from '@talent-desk/shared';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../integrations/files/file-storage.js';
import type { Queryable } from '../../lib/queryable.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import { parseJsonPart, type ResumeParts } from '../../lib/resume/resume-parts.js';
import { checkResumeUpload, resumeRow, type CheckedResume } from '../../lib/resume/resume-upload.js';
import { withStoredFile } from '../../lib/resume/stored-file.js';
import { validationError, zodIssueFields } from '../../lib/validation-fields.js';
import { refreshCandidateStatus } from '../candidate-pipeline/candidate-status.repo.js';
import { insertHistory } from '../candidate-pipeline/status-change.repo.js';
import { insertCandidateRow } from '../candidates/candidate-write.repo.js';
import { answeredColumns } from './application-answers.js';
import { reserveApplication, type ApplicationCeilings, type CeilingHit } from './application-throttle.js';
import {
  insertPendingAssignment,
  insertResumeIfNone,
  lockCandidateByContact,
  updateAnswers,
} from './public-apply.repo.js';
import { requirePublicVacancy } from './public-vacancy.service.js';

const RECEIVED: PublicApplicationResponse = { message: PUBLIC_APPLICATION_MESSAGES.received };

function parseApplication(part: unknown): PublicApplication {
  const result = publicApplicationSchema.safeParse(parseJsonPart(part, 'application'));
  if (!result.success) throw validationError(zodIssueFields(result.error.issues, 'application'));
  return result.data;
}

/**
 * The applicant's candidate row: the known one (e-mail, else phone), or a new GL_WEBSITE candidate. The
 * known one's profile stays as it is, but the yes/no answers given now are its latest word on them.
 */
async function applicantId(tx: Queryable, form: PublicApplication): Promise<number> {
  const answers = answeredColumns(form);
  const known = await lockCandidateByContact(tx, form.email, form.phone);
  if (known !== null) {
    await updateAnswers(tx, known, answers);
    return known;
  }
  const row = await insertCandidateRow(tx, {
    ...answers,
    firstName: form.firstName,
    lastName: form.lastName,
    fullName: `${form.firstName} ${form.lastName}`,
    email: form.email,
    phone: form.phone,
    country: form.country,
    state: form.state,
    city: form.city,
    yearsOfExperience: form.yearsOfExperience,
    educationalQualification: form.educationalQualification,
    source: 'GL_WEBSITE',
  });
  return row.id;
}

/**
 * One application, in one transaction: the candidate found or created, the resume kept when the
 * candidate has none on file, the Pending assignment with its history entry and the candidate's
 * status. Answers whether the stored file became the resume.
 */
async function record(
  db: Db,
  vacancyId: number,
  form: PublicApplication,
  resume: CheckedResume,
  key: string,
) {
  return db.transaction(async (tx) => {
    const candidateId = await applicantId(tx, form);
    const resumeKept = await insertResumeIfNone(tx, resumeRow(candidateId, key, resume));
    if (await insertPendingAssignment(tx, candidateId, vacancyId)) {
      const entry = { candidateId, vacancyId, kind: 'VACANCY_STATUS' as const, fromStatus: null };
      await insertHistory(tx, [{ ...entry, toStatus: 'PENDING', changedByUserId: null }]);
      await refreshCandidateStatus(tx, [candidateId]);
    }
    return resumeKept;
  });
}

export type ApplyDeps = {
  db: Db;
  files: FileStorage;
  ceilings: ApplicationCeilings;
  onCeiling: (hit: CeilingHit) => void;
};
/** `client`: the per-client limit key of the sender (lib/client-address.ts). */
export type ApplyRequest = {
  vacancyExternalId: string;
  client: string;
  readParts: () => Promise<ResumeParts>;
};

/**
 * POST /api/public/vacancies/{id}/applications. The vacancy must be on the careers site (else 404);
 * the address within its limits (else 429, before the body is even read); then the candidate's rules
 * for the fields and the resume (400 naming them, nothing stored). A filled honeypot gets the same
 * answer as a person and nothing is stored. The file is stored before the transaction and removed
 * when the save fails or the known candidate keeps the resume on file.
 */
export async function applyToVacancy(
  { db, files, ceilings, onCeiling }: ApplyDeps,
  request: ApplyRequest,
): Promise<PublicApplicationResponse> {
  const vacancy = await requirePublicVacancy(db, request.vacancyExternalId);
  await reserveApplication(db, ceilings, request.client, vacancy.id, onCeiling);
  const parts = await request.readParts();
  const form = parseApplication(parts.json);
  const resume = checkResumeUpload(parts.resume);
  if (form.website) return RECEIVED;

  await withStoredFile(files, resume.bytes, async (key) => {
    try {
      return { value: null, kept: await record(db, vacancy.id, form, resume, key) };
    } catch (error) {
      // Two applications of one new person at once: the second insert breaks the unique e-mail or
      // phone and rolls back; once more, it finds the row the first one committed.
      if (!isUniqueViolation(error)) throw error;
      return { value: null, kept: await record(db, vacancy.id, form, resume, key) };
    }
  });
  return RECEIVED;
}
