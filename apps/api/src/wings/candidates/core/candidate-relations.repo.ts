import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CandidateStatus, CandidateStatusItem, VendorCandidateStatusItem } from '@talent-desk/shared';
import {
  businessGroups,
  candidateLanguages,
  candidateSkills,
  candidateVacancies,
  languages,
  skills,
  vacancies,
} from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import { vacancyScope } from '../../../lib/scope.js';

/**
 * The to-many parts of candidates, loaded for a whole page of candidates in ONE query each (no N+1),
 * grouped by candidate id.
 */

export type SkillItem = { externalId: string; name: string; value: string | null };
export type CandidateSkillSets = { primary: SkillItem[]; secondary: SkillItem[] };
export type AssignmentItem = CandidateStatusItem & {
  vacancyExternalId: string;
  businessGroupName: string | null;
  businessGroupExternalId: string | null;
  /** Whether the acting user may see the vacancy (VENDOR: shared and OPEN/ON_HOLD). */
  visible: boolean;
  /** When (then in which order) the candidate was attached: candidates.status follows the latest. */
  attachedAt: Date;
  assignmentId: number;
};

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

export async function loadSkills(db: Queryable, candidateIds: readonly number[]) {
  const result = new Map<number, CandidateSkillSets>();
  if (candidateIds.length === 0) return result;
  const rows = await db
    .select({
      candidateId: candidateSkills.candidateId,
      primary: candidateSkills.primary,
      externalId: skills.externalId,
      name: skills.name,
    })
    .from(candidateSkills)
    .innerJoin(skills, eq(skills.id, candidateSkills.skillId))
    .where(inArray(candidateSkills.candidateId, [...candidateIds]))
    .orderBy(asc(skills.name));
  for (const [candidateId, list] of groupBy(rows, (r) => r.candidateId)) {
    // "Each skill carries a value": the skill's name, as the option lists show it.
    const item = (r: (typeof list)[number]) => ({ externalId: r.externalId, name: r.name, value: r.name });
    result.set(candidateId, {
      primary: list.filter((r) => r.primary).map(item),
      secondary: list.filter((r) => !r.primary).map(item),
    });
  }
  return result;
}

export async function loadLanguages(db: Queryable, candidateId: number) {
  const rows = await db
    .select({ externalId: languages.externalId, name: languages.name })
    .from(candidateLanguages)
    .innerJoin(languages, eq(languages.id, candidateLanguages.languageId))
    .where(eq(candidateLanguages.candidateId, candidateId))
    .orderBy(asc(languages.name));
  // LIST-21: a language carries a level; candidates are not asked for one, so it is null.
  return rows.map((r) => ({ ...r, level: null }));
}

/** The columns of one assignment as the vacancies tab shows it (candidateStatusItemSchema). */
export const assignmentItemColumns = {
  vacancyExternalId: vacancies.externalId,
  status: candidateVacancies.status,
  gloVacancyId: vacancies.gloVacancyId,
  vacancyTitle: vacancies.title,
  vacancyStatus: vacancies.status,
  publishToExternalApp: vacancies.publishToExternalApp,
  gloAssignmentId: candidateVacancies.gloAssignmentId,
  updatedAt: candidateVacancies.updatedAt,
};

/**
 * Assignments of the candidates (ids of a scoped read), most recently changed first. Rows outside the
 * actor's vacancy scope are still returned (the assessment gate counts them) but marked invisible:
 * callers show only the visible ones.
 */
export async function loadAssignments(
  db: Queryable,
  actor: Actor,
  candidateIds: readonly number[],
): Promise<Map<number, AssignmentItem[]>> {
  if (candidateIds.length === 0) return new Map();
  const scope = vacancyScope(actor);
  const visible = scope ? sql<boolean>`(${scope})` : sql<boolean>`true`;
  const rows = await db
    .select({
      candidateId: candidateVacancies.candidateId,
      ...assignmentItemColumns,
      businessGroupName: businessGroups.name,
      businessGroupExternalId: businessGroups.externalId,
      visible,
      attachedAt: candidateVacancies.createdAt,
      assignmentId: candidateVacancies.id,
    })
    .from(candidateVacancies)
    .innerJoin(vacancies, eq(vacancies.id, candidateVacancies.vacancyId))
    .leftJoin(businessGroups, eq(businessGroups.id, vacancies.businessGroupId))
    .where(inArray(candidateVacancies.candidateId, [...candidateIds]))
    .orderBy(desc(candidateVacancies.updatedAt), desc(candidateVacancies.id));
  const mapped = rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
  return groupBy(mapped, (r) => r.candidateId);
}

/**
 * candidates.status as the actor may see it: the status of the latest attached assignment among those
 * visible to it, NOT_ASSIGNED without one (the stored value counts assignments a VENDOR may not see).
 */
export function statusSeenBy(
  stored: CandidateStatus,
  assignments: readonly AssignmentItem[],
): CandidateStatus {
  if (assignments.every((a) => a.visible)) return stored;
  // The same order as refreshCandidateStatus: created_at, then id.
  const later = (a: AssignmentItem, b: AssignmentItem) =>
    a.attachedAt.getTime() - b.attachedAt.getTime() || a.assignmentId - b.assignmentId;
  const latest = assignments
    .filter((a) => a.visible)
    .reduce<AssignmentItem | undefined>((best, a) => (best && later(best, a) > 0 ? best : a), undefined);
  return latest?.status ?? 'NOT_ASSIGNED';
}

/** An assignment as a VENDOR sees it on the read and list shapes: no GLO-R id. */
export function toVendorStatusItem(a: AssignmentItem): VendorCandidateStatusItem {
  return {
    vacancyExternalId: a.vacancyExternalId,
    status: a.status,
    gloVacancyId: a.gloVacancyId,
    vacancyTitle: a.vacancyTitle,
    vacancyStatus: a.vacancyStatus,
    publishToExternalApp: a.publishToExternalApp,
    updatedAt: a.updatedAt,
  };
}

/** An assignment as staff see it on the read and list shapes. */
export function toStatusItem(a: AssignmentItem): CandidateStatusItem {
  return { ...toVendorStatusItem(a), gloAssignmentId: a.gloAssignmentId };
}

/**
 * The assignments shown to the actor, as its shape: those on vacancies in its vacancy scope (the others
 * are loaded for the gates only), without GLO-R ids for a VENDOR.
 */
export function statusItemsSeenBy(
  actor: Actor,
  assignments: readonly AssignmentItem[],
): CandidateStatusItem[] {
  const visible = assignments.filter((a) => a.visible);
  return actor.role === 'VENDOR' ? visible.map(toVendorStatusItem) : visible.map(toStatusItem);
}
