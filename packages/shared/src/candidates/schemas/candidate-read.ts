import { z } from 'zod';
import { assessmentStatusSchema } from '../enums/assessment-status.js';
import { backgroundStatusSchema } from '../enums/background-status.js';
import { candidateSourceSchema } from '../enums/candidate-source.js';
import { candidateStatusSchema } from '../enums/candidate-status.js';
import { noticePeriodSchema } from '../enums/notice-period.js';
import { qualificationSchema } from '../enums/qualification.js';
import { candidateResultSchema, screeningStatusSchema } from '../enums/screening.js';
import { vacancyStatusSchema, pagedResponseSchema, staffOnly } from '../../core/index.js';
import { yearsOfExperienceSchema } from '../enums/years-of-experience.js';

/** A skill as the candidate has it: the spec's "each skill carries a value". */
export const candidateSkillSchema = z.object({
  externalId: z.uuid(),
  name: z.string(),
  value: z.string().nullable(),
});
/** LIST-21: a language carries externalId, name and level. */
export const candidateLanguageSchema = z.object({
  externalId: z.uuid(),
  name: z.string(),
  level: z.string().nullable(),
});

/**
 * One vacancy assignment (candidateStatuses of CAND-DETAIL-05). Beyond the spec's three fields it carries
 * what the row menu needs; gloAssignmentId is per assignment because GLO-R assigns per vacancy.
 */
export const candidateStatusItemSchema = z.object({
  vacancyExternalId: z.uuid(),
  status: candidateStatusSchema,
  gloVacancyId: z.string().nullable(),
  vacancyTitle: z.string().optional(),
  vacancyStatus: vacancyStatusSchema.optional(),
  publishToExternalApp: z.boolean().optional(),
  gloAssignmentId: staffOnly(z.string().nullable()),
  updatedAt: z.string().optional(),
});
export type CandidateStatusItem = z.output<typeof candidateStatusItemSchema>;
/** An assignment as a VENDOR sees it (only those on vacancies in its scope): no GLO-R assignment id. */
export const vendorCandidateStatusItemSchema = candidateStatusItemSchema.omit({ gloAssignmentId: true });
export type VendorCandidateStatusItem = z.output<typeof vendorCandidateStatusItemSchema>;

/**
 * A status the list's Status column shows, with the vacancy it belongs to (listedAssignments); a
 * candidate without a (visible) assignment has one item, NOT_ASSIGNED with no vacancy.
 */
export const listedStatusSchema = z.object({
  status: candidateStatusSchema,
  vacancyExternalId: z.uuid().nullable(),
  vacancyTitle: z.string().nullable(),
  gloVacancyId: z.string().nullable(),
});
export type ListedStatus = z.output<typeof listedStatusSchema>;

/** CAND-LIST-04: a listing row (list, attach, audience preview). */
export const candidateListRowSchema = z.object({
  externalId: z.uuid(),
  fullName: z.string(),
  email: z.string().optional(),
  country: z.string(),
  state: z.string().nullable(),
  city: z.string(),
  locationCompliance: z.boolean().nullable(),
  status: candidateStatusSchema,
  source: candidateSourceSchema.optional(),
  primaryCandidateSkills: z.array(candidateSkillSchema),
  secondaryCandidateSkills: z.array(candidateSkillSchema),
  candidateStatuses: z.array(candidateStatusItemSchema),
  /** What the Status column shows: the statuses a status filter matched, else the latest (ours). */
  listedStatuses: z.array(listedStatusSchema).min(1),
  assessmentStatus: assessmentStatusSchema.nullable().optional(),
  backgroundStatus: backgroundStatusSchema.nullable().optional(),
  createdAt: z.string().optional(),
});
export type CandidateListRow = z.output<typeof candidateListRowSchema>;
/**
 * A page of candidates; `totalIsExact` is false when more than EXACT_TOTAL_CAP match: `totalElements` is
 * then that cap and the pager still moves on (a page from the cap on counts exactly).
 */
export const candidateListResponseSchema = pagedResponseSchema(candidateListRowSchema).extend({
  totalIsExact: z.boolean(),
});
export type CandidateListPage = z.output<typeof candidateListResponseSchema>;
/** A listing row as a VENDOR gets it: its assignments without GLO-R ids. */
export const vendorCandidateListRowSchema = candidateListRowSchema.extend({
  candidateStatuses: z.array(vendorCandidateStatusItemSchema),
});
export const vendorCandidateListResponseSchema = pagedResponseSchema(vendorCandidateListRowSchema).extend({
  totalIsExact: z.boolean(),
});
export type VendorCandidateListPage = z.output<typeof vendorCandidateListResponseSchema>;

export const resumeInfoSchema = z.object({
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});

/**
 * CAND-DETAIL-05: GET /api/candidates/{id}. The spec's fields, plus the form fields for the edit page
 * and two computed flags (inIndiaGroup for the Shortlist gate, editBlockedReason from the assessment gate).
 */
export const candidateReadSchema = z.object({
  externalId: z.uuid(),
  fullName: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  source: candidateSourceSchema,
  sourceName: z.string().nullable(),
  status: candidateStatusSchema,
  candidateStatuses: z.array(candidateStatusItemSchema),
  gloCandidateId: staffOnly(z.string().nullable()),
  gloAssignmentId: staffOnly(z.string().nullable()),
  gloLocked: staffOnly(z.boolean()),
  preScreeningStatus: screeningStatusSchema.nullable(),
  testStatus: screeningStatusSchema.nullable().optional(),
  testResult: candidateResultSchema.nullable().optional(),
  businessGroupExternalId: staffOnly(z.uuid().nullable()),
  inIndiaGroup: staffOnly(z.boolean()),
  locationCompliance: z.boolean().nullable(),
  assessmentStatus: assessmentStatusSchema.nullable(),
  backgroundStatus: backgroundStatusSchema.nullable(),
  backgroundStatusUpdatedAt: z.string().nullable(),
  createdAt: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  city: z.string(),
  yearsOfExperience: yearsOfExperienceSchema,
  educationalQualification: qualificationSchema,
  languages: z.array(candidateLanguageSchema),
  primaryCandidateSkills: z.array(candidateSkillSchema),
  secondaryCandidateSkills: z.array(candidateSkillSchema),
  comments: z.string().nullable(),
  experience: z.string().nullable(),
  assessmentVendor: z.object({ expectedRate: z.number(), noticePeriod: noticePeriodSchema }).nullable(),
  resume: resumeInfoSchema.nullable(),
  editBlockedReason: z.string().nullable(),
  /** When the candidate was anonymised (issue 25): their personal data is gone; null for everyone else. */
  anonymisedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CandidateRead = z.output<typeof candidateReadSchema>;

/**
 * GET /api/candidates/{id} as a VENDOR (docs/decisions.md): no GLO-R ids or lock, no business group or
 * India group flag (they came from assignments a VENDOR may not see), and only the assignments on
 * vacancies in its scope.
 */
export const vendorCandidateReadSchema = candidateReadSchema
  .omit({
    gloCandidateId: true,
    gloAssignmentId: true,
    gloLocked: true,
    businessGroupExternalId: true,
    inIndiaGroup: true,
  })
  .extend({ candidateStatuses: z.array(vendorCandidateStatusItemSchema) });
export type VendorCandidateRead = z.output<typeof vendorCandidateReadSchema>;
