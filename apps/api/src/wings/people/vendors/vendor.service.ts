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
import { AppError } from '../../../errors.js';
import { fetchPage } from '../../../lib/paging.js';
import { savingUnique } from '../../../lib/unique-violation.js';
import { deleteVendorSessions } from '../auth/session.repo.js';
import * as repo from './vendor.repo.js';
import { countVendorVacancies, vendorVacancyRows } from './vendor-vacancies.repo.js';

const notFound = () => new AppError(404, 'NOT_FOUND', VENDOR_MESSAGES.notFound);
const nameTaken = () => new AppError(409, 'VENDOR_NAME_EXISTS', VENDOR_MESSAGES.nameTaken);

async function requireVendor(db: Db, externalId: string) {
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

export async function createVendor(db: Db, body: VendorBody): Promise<VendorDetail> {
  const externalId = await saving(() => repo.insertVendor(db, body));
  return readVendor(db, externalId);
}

export async function updateVendor(db: Db, externalId: string, body: VendorBody): Promise<VendorDetail> {
  const { id } = await requireVendor(db, externalId);
  await saving(() => repo.updateVendor(db, id, body));
  return readVendor(db, externalId);
}

/**
 * VEND-10/11/14/15: activate or deactivate. Deactivating ends every session of the vendor's users in the
 * same transaction (VEND-15); their sign-in is refused until the vendor is active again.
 * Setting the status it already has changes nothing and answers the vendor as it is.
 */
export async function setVendorStatus(
  db: Db,
  externalId: string,
  status: VendorStatus,
): Promise<VendorDetail> {
  const { id } = await requireVendor(db, externalId);
  await db.transaction(async (tx) => {
    const changed = await repo.setVendorStatus(tx, id, status);
    if (changed && status === 'INACTIVE') await deleteVendorSessions(tx, id);
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
