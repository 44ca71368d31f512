import {
  MESSAGES,
  vacancyPublicPath,
  vendorVacancyDetailsSchema,
  type Paged,
  type VacancyDetails,
  type VacancyListQuery,
  type VacancyRow,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../../lib/actor.js';
import { fetchPage } from '../../../lib/paging.js';
import { vacancyListWhere } from './vacancy-filter-sql.js';
import { countVacancies, listVacancyRows } from './vacancy-list.repo.js';
import { findVacancy, requiredSkillsOf } from './vacancy-read.repo.js';

/** GET /api/vacancies: one page of what the actor may see (a VENDOR: shared with it, OPEN or ON_HOLD). */
export async function listVacancies(
  db: Db,
  actor: Actor,
  query: VacancyListQuery,
): Promise<Paged<VacancyRow>> {
  const where = vacancyListWhere(actor, query);
  const sort = { column: query.column, order: query.order };
  return fetchPage(
    query,
    (window) => listVacancyRows(db, actor, where, sort, window),
    () => countVacancies(db, where),
  );
}

export const vacancyNotFound = () => new AppError(404, 'NOT_FOUND', MESSAGES.vacancyNotFound);

/** A vacancy in the actor's scope, or 404 (another vendor's vacancy is not found, never forbidden). */
export async function requireVacancy(db: Db, actor: Actor, externalId: string) {
  const vacancy = await findVacancy(db, actor, externalId);
  if (!vacancy) throw vacancyNotFound();
  return vacancy;
}

/**
 * GET /api/vacancies/{id}; `origin` is where the app is served, for the public link (VAC-17). A VENDOR
 * gets only the fields it may see, read through its own schema (docs/decisions.md).
 */
export async function readVacancy(
  db: Db,
  actor: Actor,
  externalId: string,
  origin: string,
): Promise<VacancyDetails> {
  const { id, businessGroupExternalId, createdByName, ...vacancy } = await requireVacancy(
    db,
    actor,
    externalId,
  );
  const requiredSkills = await requiredSkillsOf(db, id);
  if (actor.role === 'VENDOR') return vendorVacancyDetailsSchema.parse({ ...vacancy, requiredSkills });
  return {
    ...vacancy,
    requiredSkills,
    createdByName,
    businessGroup:
      businessGroupExternalId && vacancy.businessGroupName
        ? { externalId: businessGroupExternalId, name: vacancy.businessGroupName }
        : null,
    publicUrl: `${origin}${vacancyPublicPath(vacancy.externalId)}`,
  };
}
