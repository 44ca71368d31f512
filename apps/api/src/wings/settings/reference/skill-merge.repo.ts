import { inArray, sql } from 'drizzle-orm';
import { audiences, campaigns, candidateSkills, skills, vacancySkills } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';

export type LockedSkill = { id: number; externalId: string; name: string };

/**
 * The skills of these external ids, rows locked FOR UPDATE in id order: two merges naming the same
 * skills (A into B and B into A, or two of A into B) wait for each other instead of deadlocking, and a
 * skill deleted by the one that went first is simply missing for the other.
 */
export async function lockSkills(db: Queryable, externalIds: readonly string[]): Promise<LockedSkill[]> {
  return db
    .select({ id: skills.id, externalId: skills.externalId, name: skills.name })
    .from(skills)
    .where(inArray(skills.externalId, [...externalIds]))
    .orderBy(skills.id)
    .for('update');
}

async function countOf(db: Queryable, statement: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute<{ n: number }>(statement);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Moves every candidate of `sourceId` to `targetId` in one statement: a candidate that already has the
 * target keeps its one row, primary when either of the two was. Answers how many candidates had the source.
 */
export function moveCandidateSkills(db: Queryable, sourceId: number, targetId: number): Promise<number> {
  return countOf(
    db,
    sql`with moved as (
          delete from ${candidateSkills} where ${candidateSkills.skillId} = ${sourceId}
          returning candidate_id, is_primary
        ), kept as (
          insert into ${candidateSkills} (candidate_id, skill_id, is_primary)
          select candidate_id, ${targetId}, is_primary from moved
          on conflict (candidate_id, skill_id)
            do update set is_primary = ${candidateSkills}.is_primary or excluded.is_primary
          returning 1
        )
        select (select count(*) from moved)::int as n, (select count(*) from kept) as kept`,
  );
}

/** Moves every vacancy of `sourceId` to `targetId`; a vacancy that already requires the target keeps one row. */
export function moveVacancySkills(db: Queryable, sourceId: number, targetId: number): Promise<number> {
  return countOf(
    db,
    sql`with moved as (
          delete from ${vacancySkills} where ${vacancySkills.skillId} = ${sourceId}
          returning vacancy_id
        ), kept as (
          insert into ${vacancySkills} (vacancy_id, skill_id)
          select vacancy_id, ${targetId} from moved
          on conflict (vacancy_id, skill_id) do nothing
          returning 1
        )
        select (select count(*) from moved)::int as n, (select count(*) from kept) as kept`,
  );
}

/**
 * The saved candidate filters (audiences, and campaigns' own filters) that name the source name the
 * target instead, in the same place and once: an audience keeps matching the same candidates.
 */
export async function renameSkillInFilters(db: Queryable, source: string, target: string): Promise<void> {
  for (const table of [audiences, campaigns]) {
    const filters = table.candidateFilters;
    await db.execute(sql`
      update ${table} set candidate_filters = jsonb_set(${filters}, '{skillExternalIds}', (
        select coalesce(jsonb_agg(id order by pos), '[]'::jsonb) from (
          select distinct on (id) id, pos from (
            select case when e = ${source} then ${target} else e end as id, pos
            from jsonb_array_elements_text(${filters} -> 'skillExternalIds') with ordinality as a(e, pos)
          ) replaced order by id, pos
        ) deduplicated
      ))
      where jsonb_typeof(${filters} -> 'skillExternalIds') = 'array'
        and ${filters} -> 'skillExternalIds' ? ${source}`);
  }
}

export async function deleteSkill(db: Queryable, id: number): Promise<void> {
  await db.execute(sql`delete from ${skills} where ${skills.id} = ${id}`);
}
