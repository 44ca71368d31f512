import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  candidateLanguages,
  candidates,
  candidateSkills,
  languages,
  resumes,
  skills,
} from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';

/** Writes of candidates; the service decides the transaction. */

export type CandidateColumns = Omit<
  typeof candidates.$inferInsert,
  'id' | 'externalId' | 'createdAt' | 'updatedAt'
>;

/** Numeric ids of reference rows by external id; the caller compares sizes to find unknown ones. */
export async function languageIdsOf(db: Queryable, externalIds: readonly string[]): Promise<number[]> {
  if (externalIds.length === 0) return [];
  const rows = await db
    .select({ id: languages.id })
    .from(languages)
    .where(inArray(languages.externalId, [...externalIds]));
  return rows.map((r) => r.id);
}

/** Skill ids in the order of `externalIds` (the order decides primary and secondary), unknown ones left out. */
export async function skillIdsOf(db: Queryable, externalIds: readonly string[]): Promise<number[]> {
  if (externalIds.length === 0) return [];
  const rows = await db
    .select({ id: skills.id, externalId: skills.externalId })
    .from(skills)
    .where(inArray(skills.externalId, [...externalIds]));
  const byExternalId = new Map(rows.map((r) => [r.externalId, r.id]));
  return externalIds.flatMap((externalId) => byExternalId.get(externalId) ?? []);
}

/**
 * Which unique field another candidate already holds (email case-insensitively, phone exactly), across
 * ALL candidates: uniqueness is global, and the answer never says whose candidate it is.
 * @scope unscoped on purpose: only which field is taken leaves this function, never a row (CAND-FORM-19/20).
 */
export async function duplicateField(
  db: Queryable,
  values: { email: string; phone: string | null },
  exceptCandidateId?: number,
): Promise<'email' | 'phone' | null> {
  const sameEmail = sql`lower(${candidates.email}) = lower(${values.email})`;
  const samePhone: SQL | undefined = values.phone ? eq(candidates.phone, values.phone) : undefined;
  const rows = await db
    .select({ emailTaken: sql<boolean>`${sameEmail}` })
    .from(candidates)
    .where(
      and(
        or(sameEmail, samePhone),
        exceptCandidateId === undefined ? undefined : ne(candidates.id, exceptCandidateId),
      ),
    )
    .limit(2);
  if (rows.some((r) => r.emailTaken)) return 'email';
  return rows.length > 0 ? 'phone' : null;
}

export async function insertCandidateRow(db: Queryable, values: CandidateColumns) {
  const [row] = await db
    .insert(candidates)
    .values(values)
    .returning({ id: candidates.id, externalId: candidates.externalId });
  if (!row) throw new Error('candidate not inserted');
  return row;
}

export async function updateCandidateRow(db: Queryable, id: number, values: Partial<CandidateColumns>) {
  await db
    .update(candidates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(candidates.id, id));
}

export async function replaceLanguages(db: Queryable, candidateId: number, languageIds: readonly number[]) {
  await db.delete(candidateLanguages).where(eq(candidateLanguages.candidateId, candidateId));
  if (languageIds.length === 0) return;
  await db.insert(candidateLanguages).values(languageIds.map((languageId) => ({ candidateId, languageId })));
}

/** The first `primaryCount` skills in the chosen order are primary, the rest secondary. */
export async function replaceSkills(
  db: Queryable,
  candidateId: number,
  skillIds: readonly number[],
  primaryCount: number,
) {
  await db.delete(candidateSkills).where(eq(candidateSkills.candidateId, candidateId));
  if (skillIds.length === 0) return;
  await db
    .insert(candidateSkills)
    .values(skillIds.map((skillId, i) => ({ candidateId, skillId, primary: i < primaryCount })));
}

export async function insertResumeRow(db: Queryable, values: typeof resumes.$inferInsert) {
  await db.insert(resumes).values(values);
}
