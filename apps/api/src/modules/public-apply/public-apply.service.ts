import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  PUBLIC_APPLICATION_MESSAGES,
  publicApplicationSchema,
  type PublicApplication,
  type PublicVacancy,
} from '@talent-desk/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { FileStorage } from '../../integrations/files/file-storage.js';
import { newStorageKey } from '../../integrations/files/storage-key.js';
import type { Queryable } from '../../lib/queryable.js';
import { fieldError, validationError } from '../../lib/validation-fields.js';
import { countAttempt } from '../auth/login-throttle.repo.js';
import { checkUpload, type ResumeUpload } from '../candidates/candidate-save.service.js';
import { insertCandidateRow, insertResumeRow } from '../candidates/candidate-write.repo.js';
import * as repo from './public-apply.repo.js';

/** Applications one IP address may send per window (a person applies to a few jobs; a bot to many). */
export const APPLICATIONS_PER_IP = 5;
export const APPLICATION_WINDOW_MS = 10 * 60_000;

const notFound = () => new AppError(404, 'NOT_FOUND', PUBLIC_APPLICATION_MESSAGES.notFound);

/** GET /api/public/vacancies/{id}: a published OPEN vacancy, or 404 for anything else. */
export async function readPublicVacancy(db: Db, externalId: string): Promise<PublicVacancy> {
  const vacancy = await repo.findPublicVacancy(db, externalId);
  if (!vacancy) throw notFound();
  const { id, ...rest } = vacancy;
  return { ...rest, requiredSkills: await repo.publicSkillNames(db, id) };
}

function parseApplication(raw: unknown): PublicApplication {
  let json: unknown = raw;
  if (typeof raw === 'string') {
    try {
      json = JSON.parse(raw);
    } catch {
      throw fieldError('application', 'The application part must be JSON');
    }
  }
  const result = publicApplicationSchema.safeParse(json);
  if (!result.success) {
    throw validationError(
      result.error.issues.map((issue: z.core.$ZodIssue) => ({
        path: issue.path.length ? issue.path.map(String).join('.') : 'application',
        message: issue.message,
      })),
    );
  }
  return result.data;
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}

type StoredResume = ReturnType<typeof checkUpload> & { storageKey: string };

/** The application in one transaction: the person found by e-mail or phone, or created; then attached. */
async function record(tx: Queryable, vacancyId: number, form: PublicApplication, resume: StoredResume) {
  const existing = await repo.findCandidateByContact(tx, form.email, form.phone);
  if (existing !== null) {
    await repo.attachPending(tx, existing, vacancyId);
    return { created: false };
  }
  const row = await insertCandidateRow(tx, {
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
  await insertResumeRow(tx, {
    candidateId: row.id,
    storageKey: resume.storageKey,
    fileName: resume.fileName,
    contentType: resume.contentType,
    sizeBytes: resume.bytes.length,
    sha256: createHash('sha256').update(resume.bytes).digest('hex'),
  });
  await repo.attachPending(tx, row.id, vacancyId);
  return { created: true };
}

export type ApplyInput = { application: unknown; resume: ResumeUpload | undefined; ip: string };

/**
 * POST /api/public/vacancies/{id}/applications: the vacancy must be on the careers site; at most
 * APPLICATIONS_PER_IP per window from one address (429); the candidate's rules for the fields and the
 * resume. An applicant already known (same e-mail, else same phone) is attached, never a second row, and
 * keeps the resume on file. Everything in one transaction; the stored file is removed when it is not
 * used. A filled honeypot is answered like a success and stores nothing.
 */
export async function applyToVacancy(db: Db, files: FileStorage, externalId: string, input: ApplyInput) {
  const vacancy = await repo.findPublicVacancy(db, externalId);
  if (!vacancy) throw notFound();
  const attempts = await countAttempt(db, `apply-ip:${input.ip}`, APPLICATION_WINDOW_MS);
  if (attempts > APPLICATIONS_PER_IP) {
    throw new AppError(429, 'TOO_MANY_APPLICATIONS', PUBLIC_APPLICATION_MESSAGES.tooMany, undefined, {
      'Retry-After': String(APPLICATION_WINDOW_MS / 1000),
    });
  }
  const form = parseApplication(input.application);
  const checked = checkUpload(input.resume);
  if (form.website) return { message: PUBLIC_APPLICATION_MESSAGES.received };

  const resume = { ...checked, storageKey: newStorageKey() };
  await files.put(resume.storageKey, resume.bytes);
  let created = false;
  try {
    // Two applications of one new person at once: the loser's insert breaks the unique e-mail, and the
    // second attempt finds the winner's row.
    for (let attempt = 1; ; attempt++) {
      try {
        ({ created } = await db.transaction((tx) => record(tx, vacancy.id, form, resume)));
        break;
      } catch (error) {
        if (attempt >= 2 || !isUniqueViolation(error)) throw error;
      }
    }
  } finally {
    if (!created) await files.remove(resume.storageKey);
  }
  return { message: PUBLIC_APPLICATION_MESSAGES.received };
}
