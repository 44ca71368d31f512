import {
  VENDOR_MESSAGES,
  type Paged,
  type VendorBody,
  type VendorDetail,
  type VendorDetailResponse,
  type VendorListQuery,
  type VendorRow,
  type VendorStatus,
  type VendorVacancyQuery,
  type VendorVacancyRow,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import type { Queryable } from '../../../lib/queryable.js';
import { AppError } from '../../../errors.js';
import { changesBetween, changesFromNothing, recordAudit, type AuditContext } from '../../../lib/audit.js';
import { fetchPage } from '../../../lib/paging.js';
import { savingUnique } from '../../../lib/unique-violation.js';
import { deleteVendorSessions } from '../auth/session.repo.js';
import * as repo from './vendor.repo.js';
import { countVendorVacancies, vendorVacancyRows } from './vendor-vacancies.repo.js';

const notFound = () => new AppError(404, 'NOT_FOUND', VENDOR_MESSAGES.notFound);
const nameTaken = () => new AppError(409, 'VENDOR_NAME_EXISTS', VENDOR_MESSAGES.nameTaken);

/** The vendor fields an audit event records. */
const AUDITED_FIELDS = [
  'name',
  'tier',
  'country',
  'primaryContactName',
  'primaryContactEmail',
  'primaryContactPhone',
] as const;
const vendorTarget = (externalId: string, name: string) => ({
  type: 'vendor' as const,
  id: externalId,
  label: name,
});

async function requireVendor(db: Queryable, externalId: string) {
  const vendor = await repo.findVendor(db, externalId);
  if (!vendor) throw notFound();
  return vendor;
}

export async function listVendors(db: Db, query: VendorListQuery): Promise<Paged<VendorRow>> {
  const where = repo.vendorListWhere(query);
  return fetchPage(
    query,
    (window) => repo.listVendorRows(db, where, { column: query.column, order: query.order }, window),
    () => repo.countVendors(db, where),
  );
}

export async function readVendor(db: Db, externalId: string): Promise<VendorDetail> {
  const { id: _id, ...vendor } = await requireVendor(db, externalId);
  return vendor;
}

/** VEND-05: the vendor and its users. */
export async function readVendorDetail(db: Db, externalId: string): Promise<VendorDetailResponse> {
  const { id, ...vendorDetail } = await requireVendor(db, externalId);
  return { vendorDetail, users: await repo.vendorUsers(db, id) };
}

/** The unique index on lower(name) decides between two saves of one name at once: 409 for the loser. */
const saving = <T>(work: () => Promise<T>) => savingUnique(nameTaken, work);

export async function createVendor(db: Db, audit: AuditContext, body: VendorBody): Promise<VendorDetail> {
  const externalId = await saving(() =>
    db.transaction(async (tx) => {
      const created = await repo.insertVendor(tx, body);
      await recordAudit(tx, audit, {
        action: 'vendor.created',
        target: vendorTarget(created, body.name),
        changes: changesFromNothing(body, AUDITED_FIELDS),
      });
      return created;
    }),
  );
  return readVendor(db, externalId);
}

export async function updateVendor(
  db: Db,
  audit: AuditContext,
  externalId: string,
  body: VendorBody,
): Promise<VendorDetail> {
  await saving(() =>
    db.transaction(async (tx) => {
      const before = await requireVendor(tx, externalId);
      await repo.updateVendor(tx, before.id, body);
      await recordAudit(tx, audit, {
        action: 'vendor.updated',
        target: vendorTarget(externalId, body.name),
        changes: changesBetween(before, body, AUDITED_FIELDS),
      });
    }),
  );
  return readVendor(db, externalId);
}

/**
 * VEND-10/11/14/15: activate or deactivate. Deactivating ends every session of the vendor's users in the
 * same transaction (VEND-15); their sign-in is refused until the vendor is active again.
 * Setting the status it already has changes nothing and answers the vendor as it is.
 */
export async function setVendorStatus(
  db: Db,
  audit: AuditContext,
  externalId: string,
  status: VendorStatus,
): Promise<VendorDetail> {
  const vendor = await requireVendor(db, externalId);
  await db.transaction(async (tx) => {
    const changed = await repo.setVendorStatus(tx, vendor.id, status);
    if (changed && status === 'INACTIVE') await deleteVendorSessions(tx, vendor.id);
    await recordAudit(tx, audit, {
      action: status === 'ACTIVE' ? 'vendor.activated' : 'vendor.deactivated',
      target: vendorTarget(externalId, vendor.name),
      changes: changed ? [{ field: 'status', old: vendor.status, new: status }] : [],
    });
  });
  return readVendor(db, externalId);
}

export async function listVendorVacancies(
  db: Db,
  externalId: string,
  query: VendorVacancyQuery,
): Promise<Paged<VendorVacancyRow>> {
  const { id } = await requireVendor(db, externalId);
  return fetchPage(
    query,
    (window) => vendorVacancyRows(db, id, query, window),
    () => countVendorVacancies(db, id),
  );
}
