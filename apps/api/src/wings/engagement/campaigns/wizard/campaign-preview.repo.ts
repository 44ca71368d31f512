import { asc, eq } from 'drizzle-orm';
import { CANDIDATE_DEFAULT_SORT } from '@talent-desk/shared';
import { candidates, skills, users, vacancies, vacancySkills } from '../../../../db/schema/index.js';
import type { Actor } from '../../../../lib/actor.js';
import type { Queryable } from '../../../../lib/queryable.js';
import { vacanciesWhere, type CandidatesWhere } from '../../../../lib/scope.js';
import { candidateOrderBy, loadLanguages, loadSkills } from '../../../candidates/index.js';
import type {
  TemplateCandidate,
  TemplateOwner,
  TemplateVacancy,
} from '../../email-templates/template-values.js';

/** Whether any candidate matches (a cheap LIMIT 1 instead of a count where only "none" matters). */
export async function anyCandidate(db: Queryable, where: CandidatesWhere): Promise<boolean> {
  const rows = await db.select({ id: candidates.id }).from(candidates).where(where).limit(1);
  return rows.length > 0;
}

/**
 * The `offset`-th matching candidate in the candidate list's default order (the audience preview's
 * first page shows the same people first), with what its e-mail's placeholders need.
 */
export async function templateCandidateAt(
  db: Queryable,
  where: CandidatesWhere,
  offset: number,
): Promise<(TemplateCandidate & { id: number; externalId: string }) | null> {
  const [row] = await db
    .select({
      id: candidates.id,
      externalId: candidates.externalId,
      firstName: candidates.firstName,
      middleName: candidates.middleName,
      lastName: candidates.lastName,
      fullName: candidates.fullName,
      email: candidates.email,
      phone: candidates.phone,
      country: candidates.country,
      state: candidates.state,
      city: candidates.city,
      yearsOfExperience: candidates.yearsOfExperience,
      educationalQualification: candidates.educationalQualification,
      linkedinUrl: candidates.linkedinUrl,
    })
    .from(candidates)
    .where(where)
    .orderBy(...candidateOrderBy(CANDIDATE_DEFAULT_SORT))
    .limit(1)
    .offset(offset);
  if (!row) return null;
  const [languageRows, skillSets] = await Promise.all([loadLanguages(db, row.id), loadSkills(db, [row.id])]);
  const sets = skillSets.get(row.id);
  return {
    ...row,
    languages: languageRows.map((l) => l.name),
    skills: sets?.primary.map((s) => s.name) ?? [],
    secondarySkills: sets?.secondary.map((s) => s.name) ?? [],
  };
}

export async function templateOwner(db: Queryable, userId: number | null): Promise<TemplateOwner> {
  if (userId === null) return null;
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      telephone: users.telephone,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The campaign's vacancy as the actor may see it, with its skills' names. */
export async function templateVacancy(
  db: Queryable,
  actor: Actor,
  vacancyId: number | null,
): Promise<TemplateVacancy> {
  if (vacancyId === null) return null;
  const [row] = await db
    .select({
      title: vacancies.title,
      gloVacancyId: vacancies.gloVacancyId,
      type: vacancies.type,
      workingLocation: vacancies.workingLocation,
      description: vacancies.description,
    })
    .from(vacancies)
    .where(vacanciesWhere(actor, eq(vacancies.id, vacancyId)));
  if (!row) return null;
  const skillRows = await db
    .select({ name: skills.name })
    .from(vacancySkills)
    .innerJoin(skills, eq(skills.id, vacancySkills.skillId))
    .where(eq(vacancySkills.vacancyId, vacancyId))
    .orderBy(asc(skills.name));
  return { ...row, skills: skillRows.map((s) => s.name) };
}
