import { z } from 'zod';
import { PUBLIC_APPLICATION_MESSAGES, type PublicVacancy } from '@talent-desk/shared';
import { AppError } from '../../../errors.js';
import type { Queryable } from '../../../lib/queryable.js';
import { findPublicVacancy, publicSkillNames } from './public-apply.repo.js';

/** Unpublished, closed, unknown and malformed ids all answer this: the visitor learns nothing more. */
export const publicVacancyNotFound = () =>
  new AppError(404, 'NOT_FOUND', PUBLIC_APPLICATION_MESSAGES.notFound);

const uuid = z.uuid();

/** The vacancy behind a careers-site link, if it is published and OPEN; else the one 404. */
export async function requirePublicVacancy(db: Queryable, externalId: string) {
  const vacancy = uuid.safeParse(externalId).success ? await findPublicVacancy(db, externalId) : null;
  if (!vacancy) throw publicVacancyNotFound();
  return vacancy;
}

/** GET /api/public/vacancies/{id}: what an applicant reads, nothing internal. */
export async function readPublicVacancy(db: Queryable, externalId: string): Promise<PublicVacancy> {
  const { id, ...vacancy } = await requirePublicVacancy(db, externalId);
  return { ...vacancy, requiredSkills: await publicSkillNames(db, id) };
}
