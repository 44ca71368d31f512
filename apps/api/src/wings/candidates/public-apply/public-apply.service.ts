import {
  PUBLIC_APPLICATION_MESSAGES,
  publicApplicationSchema,
  type PublicApplication,
  type PublicApplicationResponse,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import type { FileStorage } from '../../../integrations/files/file-storage.js';
import { recordAudit, type AuditContext } from '../../../lib/audit.js';
import type { Queryable } from '../../../lib/queryable.js';
import { isUniqueViolation } from '../../../lib/unique-violation.js';
import { parseJsonPart, type ResumeParts } from '../../../lib/resume/resume-parts.js';
import { checkResumeUpload, resumeRow, type CheckedResume } from '../../../lib/resume/resume-upload.js';
import { withStoredFile } from '../../../lib/resume/stored-file.js';
import { validationError, zodIssueFields } from '../../../lib/validation-fields.js';
import { refreshCandidateStatus } from '../pipeline/candidate-status.repo.js';
import { insertHistory } from '../pipeline/status-change.repo.js';
import { insertCandidateRow, insertResumeRow } from '../core/candidate-write.repo.js';
import { answeredColumns, applicationAnswers } from './application-answers.js';
import { reserveApplication, type ApplicationCeilings, type CeilingHit } from './application-throttle.js';
import {
  findCandidateByContact,
  insertCareersApplication,
  insertPendingAssignment,
} from './public-apply.repo.js';
import { requirePublicVacancy } from './public-vacancy.service.js';

const RECEIVED: PublicApplicationResponse = { message: PUBLIC_APPLICATION_MESSAGES.received };

function parseApplication(part: unknown): PublicApplication {
  const result = publicApplicationSchema.safeParse(parseJsonPart(part, 'application'));
  if (!result.success) throw validationError(zodIssueFields(result.error.issues, 'application'));
  return result.data;
}

/**
 * A new person becomes a GL_WEBSITE candidate with the form's values and answers, the resume on file
 * (its own copy: the application keeps the file it was sent, so removing one never breaks the other),
 * and Pending on the vacancy with its history entry (changed by nobody).
 */
async function createApplicant(
  tx: Queryable,
  vacancyId: number,
  form: PublicApplication,
  resume: CheckedResume,
  resumeKey: string,
): Promise<{ id: number; externalId: string }> {
  const row = await insertCandidateRow(tx, {
    ...answeredColumns(form),
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
  await insertResumeRow(tx, resumeRow(row.id, resumeKey, resume));
  await insertPendingAssignment(tx, row.id, vacancyId);
  const entry = { candidateId: row.id, vacancyId, kind: 'VACANCY_STATUS' as const, fromStatus: null };
  await insertHistory(tx, [{ ...entry, toStatus: 'PENDING', changedByUserId: null }]);
  await refreshCandidateStatus(tx, [row.id]);
  return row;
}

type StoredFiles = { applicationKey: string; resumeKey: string };

/**
 * One application, in one transaction: the application row with its own file, for the candidate known
 * by e-mail, else phone (left exactly as it is: no answers, resume, assignment or status written), or
 * for the candidate a new person becomes. Answers whether a candidate was created (and so the resume
 * copy kept).
 */
async function record(
  db: Db,
  vacancy: { id: number; externalId: string },
  form: PublicApplication,
  resume: CheckedResume,
  keys: StoredFiles,
  audit: AuditContext & { clientAddress: string },
): Promise<boolean> {
  const vacancyId = vacancy.id;
  const { clientAddress } = audit;
  return db.transaction(async (tx) => {
    const known = await findCandidateByContact(tx, form.email, form.phone);
    const candidate = known ?? (await createApplicant(tx, vacancyId, form, resume, keys.resumeKey));
    const candidateId = candidate.id;
    const file = resumeRow(candidateId, keys.applicationKey, resume);
    await insertCareersApplication(tx, {
      vacancyId,
      candidateId,
      answers: applicationAnswers(form),
      createdCandidate: known === null,
      resumeStorageKey: file.storageKey,
      resumeFileName: file.fileName,
      resumeContentType: file.contentType,
      resumeSizeBytes: file.sizeBytes,
      resumeSha256: file.sha256,
      clientAddress,
    });
    // Nobody signed in: the event has no actor. A known person's application changes no field of
    // theirs, so it names the vacancy applied to, on their timeline.
    await recordAudit(tx, audit, {
      action: known ? 'candidate.updated' : 'candidate.created',
      target: {
        type: 'candidate',
        id: candidate.externalId,
        label: known?.fullName ?? `${form.firstName} ${form.lastName}`,
      },
      candidateId,
      changes: [
        ...(known ? [] : [{ field: 'source', old: null, new: 'GL_WEBSITE' }]),
        { field: 'careersApplication', old: null, new: vacancy.externalId },
      ],
    });
    return known === null;
  });
}

export type ApplyDeps = {
  db: Db;
  files: FileStorage;
  ceilings: ApplicationCeilings;
  onCeiling: (hit: CeilingHit) => void;
};
/**
 * `client`: the per-client limit key of the sender (lib/client-address.ts); `clientAddress`: its address
 * as the app sees it (after TRUST_PROXY), kept with the application for abuse handling.
 */
export type ApplyRequest = {
  vacancyExternalId: string;
  client: string;
  clientAddress: string;
  requestId: string;
  readParts: () => Promise<ResumeParts>;
};

/**
 * POST /api/public/vacancies/{id}/applications. The vacancy must be on the careers site (else 404);
 * the address within its limits (else 429, before the body is even read); then the candidate's rules
 * for the fields and the resume (400 naming them, nothing stored). A filled honeypot gets the same
 * answer as a person and nothing is stored. The file is stored before the transaction, twice (the
 * application's and, for a new person, the candidate's copy); a failed save removes both, a known
 * candidate's application the unused copy.
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

  const audit = { actor: null, requestId: request.requestId, clientAddress: request.clientAddress };
  const save = (keys: StoredFiles) => record(db, vacancy, form, resume, keys, audit);
  await withStoredFile(files, resume.bytes, async (applicationKey) => {
    await withStoredFile(files, resume.bytes, async (resumeKey) => {
      const keys = { applicationKey, resumeKey };
      let created: boolean;
      try {
        created = await save(keys);
      } catch (error) {
        // Two applications of one new person at once: the second insert breaks the unique e-mail or
        // phone and rolls back; once more, it finds the row the first one committed.
        if (!isUniqueViolation(error)) throw error;
        created = await save(keys);
      }
      return { value: null, kept: created };
    });
    return { value: null, kept: true };
  });
  return RECEIVED;
}
