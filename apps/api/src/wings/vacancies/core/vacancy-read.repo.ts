import { and, asc, eq, sql } from 'drizzle-orm';
import { businessGroups, skills, users, vacancies, vacancySkills } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import { narrowed, userNameScope, vacanciesWhere } from '../../../lib/scope.js';
import { vacancyRowColumns } from './vacancy-list.repo.js';

const isoTime = (column: typeof vacancies.updatedAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A vacancy the actor may see, with its internal id; null when it does not exist or is out of scope.
 * Its creator's name only when the actor may read that user's name (a VENDOR: never a staff name).
 */
export async function findVacancy(db: Queryable, actor: Actor, externalId: string) {
  const [row] = await db
    .select({
      id: vacancies.id,
      ...vacancyRowColumns(actor),
      hiringManager: vacancies.hiringManager,
      workingLocation: vacancies.workingLocation,
      openings: vacancies.openings,
      description: vacancies.description,
      businessGroupExternalId: businessGroups.externalId,
      createdByName: sql<
        string | null
      >`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${and(eq(users.id, vacancies.createdByUserId), userNameScope(actor))})`,
      updatedAt: isoTime(vacancies.updatedAt),
    })
    .from(vacancies)
    .leftJoin(businessGroups, eq(businessGroups.id, vacancies.businessGroupId))
    .where(narrowed(vacanciesWhere(actor), eq(vacancies.externalId, externalId)));
  return row ?? null;
}

export async function requiredSkillsOf(db: Queryable, vacancyId: number) {
  return db
    .select({ externalId: skills.externalId, value: skills.name })
    .from(vacancySkills)
    .innerJoin(skills, eq(skills.id, vacancySkills.skillId))
    .where(eq(vacancySkills.vacancyId, vacancyId))
    .orderBy(asc(skills.name));
}
