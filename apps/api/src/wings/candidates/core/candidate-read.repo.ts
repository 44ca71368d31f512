import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  candidates,
  candidateStatusHistory,
  resumes,
  users,
  vacancies,
  vendors,
} from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import { candidatesWhere, userNameScope, vacancyScope } from '../../../lib/scope.js';

/** Reads of one candidate, always within the actor's scope (another vendor's candidate is not found). */

export async function findCandidateRow(db: Queryable, actor: Actor, externalId: string) {
  const [row] = await db
    .select()
    .from(candidates)
    .where(candidatesWhere(actor, eq(candidates.externalId, externalId)));
  return row ?? null;
}
export type CandidateRow = NonNullable<Awaited<ReturnType<typeof findCandidateRow>>>;

/** @scope by candidate id: callers pass the id of a row read through findCandidateRow (scoped). */
export async function findResume(db: Queryable, candidateId: number) {
  const [row] = await db
    .select({
      storageKey: resumes.storageKey,
      fileName: resumes.fileName,
      contentType: resumes.contentType,
      size: resumes.sizeBytes,
    })
    .from(resumes)
    .where(eq(resumes.candidateId, candidateId));
  return row ?? null;
}

export async function vendorName(db: Queryable, vendorId: number | null): Promise<string | null> {
  if (vendorId === null) return null;
  const [row] = await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, vendorId));
  return row?.name ?? null;
}

/**
 * Status history of a candidate (whose id came from a scoped read), newest first, with the vacancy title
 * and who changed it, as the actor may see it: entries of vacancies outside its vacancy scope are left
 * out, and the changer is known only when the actor may read that user's name (else null).
 */
export async function candidateHistory(db: Queryable, actor: Actor, candidateId: number) {
  const vacancyVisible = vacancyScope(actor);
  return db
    .select({
      kind: candidateStatusHistory.kind,
      vacancyExternalId: vacancies.externalId,
      vacancyTitle: vacancies.title,
      fromStatus: candidateStatusHistory.fromStatus,
      toStatus: candidateStatusHistory.toStatus,
      userExternalId: users.externalId,
      userFullName: sql<
        string | null
      >`nullif(concat_ws(' ', ${users.firstName}, ${users.middleName}, ${users.lastName}), '')`,
      changedAt: candidateStatusHistory.changedAt,
    })
    .from(candidateStatusHistory)
    .leftJoin(vacancies, eq(vacancies.id, candidateStatusHistory.vacancyId))
    .leftJoin(users, and(eq(users.id, candidateStatusHistory.changedByUserId), userNameScope(actor)))
    .where(
      and(
        eq(candidateStatusHistory.candidateId, candidateId),
        vacancyVisible && or(isNull(candidateStatusHistory.vacancyId), vacancyVisible),
      ),
    )
    .orderBy(desc(candidateStatusHistory.changedAt), desc(candidateStatusHistory.id));
}

export async function vendorIdByName(db: Queryable, name: string): Promise<number | null> {
  const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.name, name));
  return row?.id ?? null;
}
