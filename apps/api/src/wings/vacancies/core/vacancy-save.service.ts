import {
  type VacancyBody,
  type VacancyDetails,
  type VacancyPublishBody,
  VACANCY_MESSAGES,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import {
  changesBetween,
  changesFromNothing,
  recordAudit,
  type ActorAuditContext,
} from '../../../lib/audit.js';
import type { Queryable } from '../../../lib/queryable.js';
import { fieldError } from '../../../lib/validation-fields.js';
import { readVacancy, requireVacancy } from './vacancy-read.service.js';
import * as repo from './vacancy-write.repo.js';
import { savingUnique } from '../../../lib/unique-violation.js';
import { rememberVacancyNames } from '../../settings/index.js';

const gloIdTaken = () => new AppError(409, 'DUPLICATE_GLO_ID', VACANCY_MESSAGES.gloVacancyIdTaken);

/** The body's references resolved to ids: an unknown one is a 400 naming its field. */
async function resolve(tx: Queryable, body: VacancyBody, ownId: number | null) {
  const businessGroupId = body.businessGroupExternalId
    ? await repo.businessGroupId(tx, body.businessGroupExternalId)
    : null;
  if (body.businessGroupExternalId && businessGroupId === null) {
    throw fieldError('businessGroupExternalId', 'Unknown business group');
  }
  const skillIds = await repo.skillIds(tx, body.requiredSkillExternalIds);
  if (skillIds.length !== new Set(body.requiredSkillExternalIds).size) {
    throw fieldError('requiredSkillExternalIds', 'Unknown skill');
  }
  if (body.gloVacancyId) {
    const holder = await repo.vacancyIdByGloId(tx, body.gloVacancyId);
    if (holder !== null && holder !== ownId) throw gloIdTaken();
  }
  return { columns: { ...body, businessGroupId }, skillIds };
}

const vacancyTarget = (externalId: string, title: string) => ({
  type: 'vacancy' as const,
  id: externalId,
  label: title,
});

/** Two saves of one GLO-R id at once: the unique index decides, answered as the same 409. */
const guarded = <T>(work: () => Promise<T>) => savingUnique(gloIdTaken, work);

/** POST /api/vacancies. */
export async function createVacancy(
  db: Db,
  audit: ActorAuditContext,
  body: VacancyBody,
  origin: string,
  action: 'vacancy.created' | 'vacancy.imported' = 'vacancy.created',
): Promise<VacancyDetails> {
  const { actor } = audit;
  const externalId = await guarded(() =>
    db.transaction(async (tx) => {
      const { columns, skillIds } = await resolve(tx, body, null);
      const row = await repo.insertVacancy(tx, columns, actor.userId);
      await rememberVacancyNames(tx, body);
      await repo.setRequiredSkills(tx, row.id, skillIds);
      await recordAudit(tx, audit, {
        action,
        target: vacancyTarget(row.externalId, body.title),
        changes: changesFromNothing(repo.auditedColumns(columns), repo.AUDITED_VACANCY_FIELDS),
      });
      return row.externalId;
    }),
  );
  return readVacancy(db, actor, externalId, origin);
}

/** PUT /api/vacancies/{id}. Unpublishes nothing by itself: a vacancy no longer OPEN leaves the careers site
 * because the public page shows only OPEN ones. */
export async function updateVacancy(
  db: Db,
  audit: ActorAuditContext,
  externalId: string,
  body: VacancyBody,
  origin: string,
): Promise<VacancyDetails> {
  const { actor } = audit;
  const { id } = await requireVacancy(db, actor, externalId);
  await guarded(() =>
    db.transaction(async (tx) => {
      const { columns, skillIds } = await resolve(tx, body, id);
      const before = await repo.lockAuditedVacancy(tx, id);
      await repo.updateVacancy(tx, id, columns);
      await recordAudit(tx, audit, {
        action: 'vacancy.updated',
        target: vacancyTarget(externalId, body.title),
        changes: changesBetween(before, repo.auditedColumns(columns), repo.AUDITED_VACANCY_FIELDS),
      });
      await rememberVacancyNames(tx, body);
      await repo.setRequiredSkills(tx, id, skillIds);
    }),
  );
  return readVacancy(db, actor, externalId, origin);
}

/** VAC-09..11: PATCH /api/vacancies/{id}/publish. Only an OPEN vacancy can be published (400 otherwise). */
export async function publishVacancy(
  db: Db,
  audit: ActorAuditContext,
  externalId: string,
  body: VacancyPublishBody,
  origin: string,
): Promise<VacancyDetails> {
  const { actor } = audit;
  const vacancy = await requireVacancy(db, actor, externalId);
  await db.transaction(async (tx) => {
    const before = await repo.lockAuditedVacancy(tx, vacancy.id);
    if (!(await repo.setPublished(tx, vacancy.id, body.publishToExternalApp))) {
      throw new AppError(400, 'VACANCY_NOT_OPEN', VACANCY_MESSAGES.publishNotOpen);
    }
    await recordAudit(tx, audit, {
      action: body.publishToExternalApp ? 'vacancy.published' : 'vacancy.unpublished',
      target: vacancyTarget(externalId, before.title),
      changes: changesBetween(before, body, ['publishToExternalApp']),
    });
  });
  return readVacancy(db, actor, externalId, origin);
}
