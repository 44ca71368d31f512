import { VACANCY_MESSAGES, type ShareVacanciesBody, type VacancyVendor } from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../../lib/actor.js';
import { oneOrMany, recordAudit, type ActorAuditContext, type AuditContext } from '../../../lib/audit.js';
import { fieldError } from '../../../lib/validation-fields.js';
import { requireVacancy } from '../core/vacancy-read.service.js';
import * as repo from './vacancy-sharing.repo.js';

/**
 * VAC-19..21: POST /api/vacancies/share. Every named vacancy and vendor must exist (400 naming the list
 * otherwise) and every vendor be ACTIVE (409); pairs already shared stay as they are, so two recruiters
 * sharing the same pair at once both succeed. All pairs or none.
 */
export async function shareVacancies(
  db: Db,
  audit: AuditContext,
  body: ShareVacanciesBody,
): Promise<{ sharedCount: number }> {
  return db.transaction(async (tx) => {
    const vacancyIds = await repo.vacanciesByExternalIds(tx, body.vacancyExternalIds);
    if (vacancyIds.length !== new Set(body.vacancyExternalIds).size) {
      throw fieldError('vacancyExternalIds', 'Unknown vacancy');
    }
    const vendorRows = await repo.lockVendorsByExternalIds(tx, body.vendorExternalIds);
    if (vendorRows.length !== new Set(body.vendorExternalIds).size) {
      throw fieldError('vendorExternalIds', 'Unknown vendor');
    }
    if (vendorRows.some((vendor) => vendor.status !== 'ACTIVE')) {
      throw new AppError(409, 'VENDOR_INACTIVE', VACANCY_MESSAGES.vendorInactive);
    }
    const pairs = vacancyIds.flatMap((vacancy) =>
      vendorRows.map((vendor) => ({ vacancyId: vacancy.id, vendorId: vendor.id })),
    );
    const sharedCount = await repo.sharePairs(tx, pairs);
    await recordAudit(tx, audit, {
      action: 'vacancy.shared',
      ...oneOrMany(
        'vacancy',
        vacancyIds.map((vacancy) => ({ externalId: vacancy.externalId, label: null })),
        'vacancies',
      ),
      changes: [
        { field: 'vacancies', old: null, new: vacancyIds.map((vacancy) => vacancy.externalId) },
        { field: 'vendors', old: null, new: vendorRows.map((vendor) => vendor.externalId) },
        { field: 'newlyShared', old: null, new: sharedCount },
      ],
    });
    return { sharedCount };
  });
}

/** VAC-24/25: DELETE /api/vacancies/{id}/vendors/{vendorId}; 404 when the pair is not shared. */
export async function stopSharing(
  db: Db,
  audit: ActorAuditContext,
  vacancyExternalId: string,
  vendorExternalId: string,
) {
  const { id } = await requireVacancy(db, audit.actor, vacancyExternalId);
  await db.transaction(async (tx) => {
    const vendorId = await repo.vendorIdByExternalId(tx, vendorExternalId);
    if (vendorId === null || !(await repo.unsharePair(tx, id, vendorId))) {
      throw new AppError(404, 'NOT_FOUND', VACANCY_MESSAGES.notShared);
    }
    await recordAudit(tx, audit, {
      action: 'vacancy.unshared',
      target: { type: 'vacancy', id: vacancyExternalId },
      changes: [{ field: 'vendor', old: vendorExternalId, new: null }],
    });
  });
}

/** VAC-08: GET /api/vacancies/{id}/vendors, by vendor name. */
export async function readVacancyVendors(db: Db, actor: Actor, externalId: string): Promise<VacancyVendor[]> {
  const { id } = await requireVacancy(db, actor, externalId);
  return repo.vendorsOfVacancy(db, id);
}
