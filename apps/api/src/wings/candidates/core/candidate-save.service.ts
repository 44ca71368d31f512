import {
  COUNTRY_INDIA,
  resolveCandidateSource,
  type CandidateFormValues,
  type CandidateRead,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import type { FileStorage } from '../../../integrations/files/file-storage.js';
import type { Actor } from '../../../lib/actor.js';
import {
  changesBetween,
  changesFromNothing,
  recordAudit,
  type ActorAuditContext,
} from '../../../lib/audit.js';
import type { Queryable } from '../../../lib/queryable.js';
import { checkResumeUpload, resumeRow, type ResumeUpload } from '../../../lib/resume/resume-upload.js';
import { withStoredFile } from '../../../lib/resume/stored-file.js';
import { vendorIdByName, vendorName, type CandidateRow } from './candidate-read.repo.js';
import { candidateAssignments, editGate, readCandidate, requireCandidate } from './candidate-read.service.js';
import {
  emailConflict,
  duplicateConflict,
  fieldError,
  parseCandidateForm,
  parseCandidateJson,
  phoneConflict,
  unknownLanguage,
  unknownSkill,
} from './candidate-validation.js';
import {
  duplicateField,
  insertCandidateRow,
  insertResumeRow,
  languageIdsOf,
  replaceLanguages,
  replaceSkills,
  skillIdsOf,
  updateCandidateRow,
  type CandidateColumns,
} from './candidate-write.repo.js';

/** The first skills chosen are the candidate's primary skills, the rest secondary. */
export const PRIMARY_SKILLS_COUNT = 3;

export type CreateCandidateInput = { candidate: unknown; resume: ResumeUpload | undefined };
export type SaveDeps = { db: Db; files: FileStorage };

const unique = (ids: readonly string[]) => [...new Set(ids)];

/** Language and skill ids of the form; an unknown external id is a 400 naming its field. */
async function references(db: Queryable, form: CandidateFormValues) {
  const languageExternalIds = unique(form.languageExternalIds);
  const skillExternalIds = unique(form.skillsExternalIds);
  const [languageIds, skillIds] = await Promise.all([
    languageIdsOf(db, languageExternalIds),
    skillIdsOf(db, skillExternalIds),
  ]);
  if (languageIds.length !== languageExternalIds.length) throw unknownLanguage();
  if (skillIds.length !== skillExternalIds.length) throw unknownSkill();
  return { languageIds, skillIds };
}

/** Checked first for a clean message; the unique indexes still decide a race (duplicateConflict). */
async function assertUnique(db: Queryable, form: CandidateFormValues, exceptCandidateId?: number) {
  const taken = await duplicateField(db, form, exceptCandidateId);
  if (taken === 'email') throw emailConflict();
  if (taken === 'phone') throw phoneConflict();
}

/**
 * Source, source name and the vendor the candidate belongs to (VENDOR scoping). A VENDOR's candidate is
 * always its own (resolveCandidateSource); ADMIN and TAG entering a VENDOR candidate name a known vendor.
 */
async function ownership(db: Queryable, actor: Actor, form: CandidateFormValues) {
  if (actor.role === 'VENDOR') {
    const source = resolveCandidateSource(form, {
      role: actor.role,
      vendorName: await vendorName(db, actor.vendorId),
    });
    return { ...source, vendorId: actor.vendorId };
  }
  const source = resolveCandidateSource(form, { role: actor.role, vendorName: null });
  if (source.source !== 'VENDOR' || !source.sourceName) return { ...source, vendorId: null };
  const vendorId = await vendorIdByName(db, source.sourceName);
  if (vendorId === null) throw fieldError('sourceName', 'Please choose a vendor from the list');
  return { ...source, vendorId };
}

/** The candidate fields an audit event records, as the row and profileColumns name them. */
const AUDITED_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'email',
  'phone',
  'linkedinUrl',
  'country',
  'state',
  'city',
  'yearsOfExperience',
  'educationalQualification',
  'source',
  'sourceName',
  'expectedRate',
  'noticePeriod',
] as const;

function profileColumns(form: CandidateFormValues) {
  return {
    firstName: form.firstName,
    middleName: form.middleName,
    lastName: form.lastName,
    fullName: [form.firstName, form.middleName, form.lastName].filter(Boolean).join(' '),
    email: form.email,
    phone: form.phone,
    linkedinUrl: form.linkedinUrl,
    country: form.country,
    state: form.state,
    city: form.city,
    yearsOfExperience: form.yearsOfExperience,
    educationalQualification: form.educationalQualification,
    experience: form.experience,
    comments: form.comments,
  } satisfies Partial<CandidateColumns>;
}

function assessmentColumns(form: CandidateFormValues) {
  return {
    expectedRate: form.assessmentVendor ? String(form.assessmentVendor.expectedRate) : null,
    noticePeriod: form.assessmentVendor?.noticePeriod ?? null,
  };
}

/**
 * POST /api/candidates (CAND-FORM-15): everything is checked first; the file is stored before the
 * transaction (storage cannot join it) and removed again if the transaction fails, so a failed save
 * leaves neither a row nor a file behind.
 */
export async function createCandidate(
  { db, files }: SaveDeps,
  audit: ActorAuditContext,
  input: CreateCandidateInput,
): Promise<CandidateRead> {
  const { actor } = audit;
  const form = parseCandidateForm(parseCandidateJson(input.candidate), actor.role);
  const resume = checkResumeUpload(input.resume);
  const refs = await references(db, form);
  const owner = await ownership(db, actor, form);
  await assertUnique(db, form);

  let externalId: string;
  try {
    externalId = await withStoredFile(files, resume.bytes, async (storageKey) => {
      const value = await db.transaction(async (tx) => {
        const columns = { ...profileColumns(form), ...assessmentColumns(form), ...owner };
        const row = await insertCandidateRow(tx, { ...columns, createdByUserId: actor.userId });
        await replaceLanguages(tx, row.id, refs.languageIds);
        await replaceSkills(tx, row.id, refs.skillIds, PRIMARY_SKILLS_COUNT);
        await insertResumeRow(tx, resumeRow(row.id, storageKey, resume));
        await recordAudit(tx, audit, {
          action: 'candidate.created',
          target: { type: 'candidate', id: row.externalId, label: columns.fullName },
          candidateId: row.id,
          changes: changesFromNothing(columns, AUDITED_FIELDS),
        });
        return row.externalId;
      });
      return { value, kept: true };
    });
  } catch (error) {
    throw duplicateConflict(error) ?? error;
  }
  return readCandidate(db, actor, externalId);
}

/**
 * Expected rate and notice period are the VENDOR's own input (CAND-FORM-05): an ADMIN or TAG edit keeps
 * them while the candidate stays in India, and clears them when the country changes.
 */
function assessmentOnUpdate(actor: Actor, form: CandidateFormValues, row: CandidateRow) {
  if (actor.role === 'VENDOR') return assessmentColumns(form);
  if (form.country === COUNTRY_INDIA)
    return { expectedRate: row.expectedRate, noticePeriod: row.noticePeriod };
  return { expectedRate: null, noticePeriod: null };
}

/** PUT /api/candidates/{id} (CAND-FORM-16), guarded by the assessment gate (CAND-STATUS-28). */
export async function updateCandidate(
  db: Db,
  audit: ActorAuditContext,
  externalId: string,
  body: unknown,
): Promise<CandidateRead> {
  const { actor } = audit;
  const row = await requireCandidate(db, actor, externalId);
  const gate = editGate(row, await candidateAssignments(db, actor, row.id));
  if (!gate.ok) throw new AppError(409, 'EDIT_LOCKED', gate.reason);
  const form = parseCandidateForm(body, actor.role, 'body');
  const refs = await references(db, form);
  const owner = await ownership(db, actor, form);
  await assertUnique(db, form, row.id);
  try {
    await db.transaction(async (tx) => {
      const columns = { ...profileColumns(form), ...assessmentOnUpdate(actor, form, row), ...owner };
      await updateCandidateRow(tx, row.id, columns);
      await replaceLanguages(tx, row.id, refs.languageIds);
      await replaceSkills(tx, row.id, refs.skillIds, PRIMARY_SKILLS_COUNT);
      await recordAudit(tx, audit, {
        action: 'candidate.updated',
        target: { type: 'candidate', id: externalId, label: columns.fullName },
        candidateId: row.id,
        changes: changesBetween(row, columns, AUDITED_FIELDS),
      });
    });
  } catch (error) {
    throw duplicateConflict(error) ?? error;
  }
  return readCandidate(db, actor, externalId);
}
