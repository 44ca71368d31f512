import {
  assessmentGate,
  INDIA_GROUP_NAME,
  MESSAGES,
  noticePeriodSchema,
  qualificationSchema,
  yearsOfExperienceSchema,
  vendorCandidateReadSchema,
  type CandidateRead,
} from '@talent-desk/shared';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import { findCandidateRow, findResume, type CandidateRow } from './candidate-read.repo.js';
import {
  loadAssignments,
  loadLanguages,
  loadSkills,
  statusItemsSeenBy,
  statusSeenBy,
  type AssignmentItem,
} from './candidate-relations.repo.js';

export function candidateNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
}

/** The candidate in the actor's scope, or 404 (another vendor's candidate is simply not found). */
export async function requireCandidate(
  db: Queryable,
  actor: Actor,
  externalId: string,
): Promise<CandidateRow> {
  const row = await findCandidateRow(db, actor, externalId);
  if (!row) throw candidateNotFound();
  return row;
}

/** ENUM-22: a candidate is in the India group when any attached vacancy is in the group named 'India'. */
function businessGroup(assignments: readonly AssignmentItem[]) {
  const india = assignments.find((a) => a.businessGroupName === INDIA_GROUP_NAME);
  const latest = india ?? assignments.find((a) => a.businessGroupExternalId !== null);
  return {
    inIndiaGroup: india !== undefined,
    businessGroupExternalId: latest?.businessGroupExternalId ?? null,
  };
}

/** CAND-STATUS-28: the gate that guards editing, over all of the candidate's assignments. */
export function editGate(row: CandidateRow, assignments: readonly AssignmentItem[]) {
  return assessmentGate({
    assessmentStatus: row.assessmentStatus,
    locationCompliance: row.locationCompliance,
    candidateStatuses: assignments,
  });
}

export async function candidateAssignments(db: Queryable, actor: Actor, candidateId: number) {
  const map = await loadAssignments(db, actor, [candidateId]);
  return map.get(candidateId) ?? [];
}

/**
 * CAND-DETAIL-05: GET /api/candidates/{id} in the actor's scope. A VENDOR's answer is built from the
 * fields it may see and the assignments on vacancies in its scope only, then read through its own schema
 * (which drops anything else); staff get the GLO-R ids, lock and the business group on top.
 */
export async function readCandidate(db: Queryable, actor: Actor, externalId: string): Promise<CandidateRead> {
  const row = await requireCandidate(db, actor, externalId);
  const [assignments, skillSets, languages, resume] = await Promise.all([
    candidateAssignments(db, actor, row.id),
    loadSkills(db, [row.id]),
    loadLanguages(db, row.id),
    findResume(db, row.id),
  ]);
  const gate = editGate(row, assignments);
  const skills = skillSets.get(row.id);
  const seen = {
    externalId: row.externalId,
    fullName: row.fullName,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    linkedinUrl: row.linkedinUrl,
    source: row.source,
    sourceName: row.sourceName,
    status: statusSeenBy(row.status, assignments),
    // Only vacancies the actor may see are listed; the gate above counted them all.
    candidateStatuses: statusItemsSeenBy(actor, assignments),
    preScreeningStatus: row.preScreeningStatus,
    testStatus: row.testStatus,
    locationCompliance: row.locationCompliance,
    assessmentStatus: row.assessmentStatus,
    backgroundStatus: row.backgroundStatus,
    backgroundStatusUpdatedAt: row.backgroundStatusUpdatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    country: row.country,
    state: row.state,
    city: row.city,
    yearsOfExperience: yearsOfExperienceSchema.parse(row.yearsOfExperience),
    educationalQualification: qualificationSchema.parse(row.educationalQualification),
    languages,
    primaryCandidateSkills: skills?.primary ?? [],
    secondaryCandidateSkills: skills?.secondary ?? [],
    comments: row.comments,
    experience: row.experience,
    assessmentVendor:
      row.expectedRate !== null && row.noticePeriod !== null
        ? { expectedRate: Number(row.expectedRate), noticePeriod: noticePeriodSchema.parse(row.noticePeriod) }
        : null,
    resume: resume ? { fileName: resume.fileName, contentType: resume.contentType, size: resume.size } : null,
    editBlockedReason: gate.ok ? null : gate.reason,
    anonymisedAt: row.anonymisedAt?.toISOString() ?? null,
  };
  if (actor.role === 'VENDOR') return vendorCandidateReadSchema.parse(seen);
  return {
    ...seen,
    gloCandidateId: row.gloCandidateId,
    gloAssignmentId: assignments.find((a) => a.gloAssignmentId)?.gloAssignmentId ?? null,
    gloLocked: row.gloLocked,
    ...businessGroup(assignments),
  };
}
