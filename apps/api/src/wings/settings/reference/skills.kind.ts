import { asc, desc, eq, sql } from 'drizzle-orm';
import { namedItemBodySchema, takenMessage, type NamedItemBody, type SkillRow } from '@talent-desk/shared';
import { audiences, campaigns, candidateSkills, skills, vacancySkills } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { containsPattern } from '../../../lib/like.js';
import { fetchPage } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import { cappedCount, nonZero, usageOf, type ReferenceKind } from './reference-kind.js';

/** The key of the transaction-level advisory lock that serialises skill name writes (case-insensitive). */
const SKILL_NAMES_LOCK = sql`hashtext('settings:skills:names')`;

// What links to a skill: candidates and vacancies by id (the junction tables' skill indexes serve both).
const candidateUses = sql`select 1 from ${candidateSkills} where ${candidateSkills.skillId} = ${skills.id}`;
const vacancyUses = sql`select 1 from ${vacancySkills} where ${vacancySkills.skillId} = ${skills.id}`;

/** Saved filters naming the skill (jsonb `skillExternalIds`): audiences, and campaigns not yet opened. */
const namesSkill = (filters: unknown) =>
  sql`coalesce(${filters} -> 'skillExternalIds', '[]'::jsonb) ? ${skills.externalId}::text`;
const audienceUses = sql`select 1 from ${audiences} where ${namesSkill(audiences.candidateFilters)}`;
const campaignUses = sql`select 1 from ${campaigns}
  where ${campaigns.status} in ('DRAFT', 'SCHEDULED') and ${namesSkill(campaigns.candidateFilters)}`;

const candidateCount = cappedCount(candidateUses);
const vacancyCount = cappedCount(vacancyUses);
const columns = {
  externalId: skills.externalId,
  name: skills.name,
  candidateCount,
  vacancyCount,
  usage: usageOf(candidateCount, vacancyCount),
};

const byId = (externalId: string) => eq(skills.externalId, externalId);

/**
 * The skills table has a case-sensitive unique name; 'react' next to 'React' would be two skills in the
 * forms. Names are one skill whatever their case: checked here, inside the write's transaction, after a
 * transaction-level advisory lock that every skill name write takes (no migration: the service enforces
 * it). 409 naming the field, as the unique index would.
 */
async function refuseTakenName(db: Queryable, name: string, exceptExternalId?: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${SKILL_NAMES_LOCK})`);
  const other = sql`lower(${skills.name}) = lower(${name})`;
  const where = exceptExternalId ? sql`${other} and ${skills.externalId} <> ${exceptExternalId}` : other;
  const [taken] = await db.select({ id: skills.id }).from(skills).where(where).limit(1);
  if (taken) {
    const message = takenMessage('skills', 'name');
    throw new AppError(409, 'CONFLICT', message, [{ path: 'name', message }]);
  }
}

/** One skill by external id, with its usage counts. */
export async function readSkill(db: Queryable, externalId: string): Promise<SkillRow | null> {
  return (await db.select(columns).from(skills).where(byId(externalId)))[0] ?? null;
}

/**
 * Skills (SET-03 skill-management; the content is ours): one name each, linked by id from candidates
 * (candidate_skills) and vacancies (vacancy_skills), so a rename needs no copies renamed. A delete is
 * refused while candidates, vacancies, audiences or unopened campaigns use it: merge it instead.
 * @scope every skill: Settings is ADMIN only (SET-01; the routes' permission settings:manage).
 */
export const skillKind: ReferenceKind<SkillRow, NamedItemBody> = {
  kind: 'skills',
  bodySchema: namedItemBodySchema,
  list: (db, query) => {
    const where = query.search ? sql`lower(${skills.name}) like ${containsPattern(query.search)}` : undefined;
    const order = query.order === 'desc' ? desc : asc;
    return fetchPage(
      query,
      ({ limit, offset }) =>
        db
          .select(columns)
          .from(skills)
          .where(where)
          .orderBy(order(sql`lower(${skills.name})`), order(skills.id))
          .limit(limit)
          .offset(offset),
      async () => db.$count(skills, where),
    );
  },
  read: readSkill,
  uses: async (db, row) => {
    const [saved] = await db
      .select({ audiences: cappedCount(audienceUses), campaigns: cappedCount(campaignUses) })
      .from(skills)
      .where(byId(row.externalId));
    return nonZero([
      ['candidate', row.candidateCount],
      ['vacancy', row.vacancyCount],
      ['audience', saved?.audiences ?? 0],
      ['draft campaign', saved?.campaigns ?? 0],
    ]);
  },
  insert: async (db, body) => {
    await refuseTakenName(db, body.name);
    const [row] = await db.insert(skills).values(body).returning({ externalId: skills.externalId });
    return row?.externalId ?? '';
  },
  update: async (db, row, body) => {
    if (row.name === body.name) return;
    await refuseTakenName(db, body.name, row.externalId);
    await db.update(skills).set({ name: body.name }).where(byId(row.externalId));
  },
  remove: async (db, row) => {
    await db.delete(skills).where(byId(row.externalId));
  },
  // Candidates and vacancies link by id: a rename changes no copies, so it is never refused.
  renames: () => false,
  takenField: () => 'name',
};
