import { and, desc, eq, sql } from 'drizzle-orm';
import {
  candidates,
  candidateStatusHistory,
  resumes,
  users,
  vacancies,
  vendors,
} from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import type { Queryable } from '../../lib/queryable.js';
import { candidateScope } from '../../lib/scope.js';

/** Reads of one candidate, always within the actor's scope (another vendor's candidate is not found). */

export async function findCandidateRow(db: Queryable, actor: Actor, externalId: string) {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.externalId, externalId), candidateScope(actor)));
  return row ?? null;
}
export type CandidateRow = NonNullable<Awaited<ReturnType<typeof findCandidateRow>>>;

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

/** Status history of a candidate, newest first, with the vacancy title and who changed it. */
export async function candidateHistory(db: Queryable, candidateId: number) {
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
    .leftJoin(users, eq(users.id, candidateStatusHistory.changedByUserId))
    .where(eq(candidateStatusHistory.candidateId, candidateId))
    .orderBy(desc(candidateStatusHistory.changedAt), desc(candidateStatusHistory.id));
}

export async function vendorIdByName(db: Queryable, name: string): Promise<number | null> {
  const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.name, name));
  return row?.id ?? null;
}
