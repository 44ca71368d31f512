import {
  VACANCY_MESSAGES,
  type VacancyBody,
  type VacancyDetails,
  type VacancyImportPreview,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import type { GloRConnector } from '../../../integrations/glo-r/index.js';
import type { ActorAuditContext } from '../../../lib/audit.js';
import { fieldError } from '../../../lib/validation-fields.js';
import { createVacancy } from '../core/vacancy-save.service.js';
import { draftFromGloR } from './vacancy-import-draft.js';
import * as repo from './vacancy-import.repo.js';

/**
 * GET /api/vacancies/import/{gloId}: a GLO-R id we already hold answers the vacancy to go to (GLO-R is
 * not asked); otherwise GLO-R's vacancy as a draft to review (404 when GLO-R has none; 502 when it
 * does not answer).
 */
export async function previewImport(
  db: Db,
  gloR: GloRConnector,
  gloId: string,
): Promise<VacancyImportPreview> {
  const existing = await repo.vacancyExternalIdByGloId(db, gloId);
  if (existing) return { existingExternalId: existing };
  const vacancy = await gloR.fetchVacancy(gloId);
  if (!vacancy) throw new AppError(404, 'GLO_R_VACANCY_NOT_FOUND', VACANCY_MESSAGES.gloVacancyNotFound);
  const group = vacancy.businessGroupName
    ? await repo.businessGroupByName(db, vacancy.businessGroupName)
    : null;
  const skills = await repo.skillsByNames(db, vacancy.skills);
  return draftFromGloR({ ...vacancy, gloVacancyId: gloId }, group, skills);
}

/**
 * POST /api/vacancies/import/{gloId}: creates the reviewed vacancy under the path's GLO-R id (a body
 * naming another is 400; none takes the path's). An id imported meanwhile is the create's 409. GLO-R is
 * not asked again: what the reviewer saw and corrected is what is saved.
 */
export async function saveImport(
  db: Db,
  audit: ActorAuditContext,
  gloId: string,
  body: VacancyBody,
  origin: string,
): Promise<VacancyDetails> {
  if (body.gloVacancyId && body.gloVacancyId !== gloId) {
    throw fieldError('gloVacancyId', VACANCY_MESSAGES.importGloIdMismatch);
  }
  return createVacancy(db, audit, { ...body, gloVacancyId: gloId }, origin, 'vacancy.imported');
}
