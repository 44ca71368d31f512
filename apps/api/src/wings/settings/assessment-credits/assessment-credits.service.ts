import {
  grantBelowUsedMessage,
  TEST_CREDITS_MESSAGES,
  type Paged,
  type SettingsListQuery,
  type TestCreditsBody,
  type TestCreditsRow,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import { changesBetween, recordAudit, type AuditContext } from '../../../lib/audit.js';
import * as repository from './assessment-credits.repo.js';

const notFound = () => new AppError(404, 'NOT_FOUND', TEST_CREDITS_MESSAGES.vendorNotFound);

export function listTestCredits(db: Db, query: SettingsListQuery): Promise<Paged<TestCreditsRow>> {
  return repository.listTestCredits(db, query);
}

export async function readTestCredits(db: Db, vendorExternalId: string): Promise<TestCreditsRow> {
  const row = await repository.readTestCredits(db, vendorExternalId);
  if (!row) throw notFound();
  return row;
}

/**
 * PUT: the new grant, in one transaction holding the vendor's credits row. The body names the version
 * the ADMIN saw; another ADMIN's save in between moved it on, and this one is a 409 (no lost update).
 * A grant below what the vendor already used is a 400 naming `granted`.
 */
export async function updateTestCredits(
  db: Db,
  audit: AuditContext,
  vendorExternalId: string,
  body: TestCreditsBody,
): Promise<TestCreditsRow> {
  const vendorId = await repository.vendorIdOf(db, vendorExternalId);
  if (vendorId === null) throw notFound();
  await db.transaction(async (tx) => {
    const current = await repository.lockTestCredits(tx, vendorId);
    if (current.version !== body.version) {
      throw new AppError(409, 'CONFLICT', TEST_CREDITS_MESSAGES.changed, [
        { path: 'version', message: TEST_CREDITS_MESSAGES.changed },
      ]);
    }
    if (body.granted < current.used) {
      const message = grantBelowUsedMessage(current.used);
      throw new AppError(400, 'VALIDATION', message, [{ path: 'granted', message }]);
    }
    const before = await repository.readTestCredits(tx, vendorExternalId);
    await repository.writeTestCredits(tx, vendorId, body.granted);
    const after = await repository.readTestCredits(tx, vendorExternalId);
    // A settings item like the reference lists' (setting.*), named by its kind and vendor.
    await recordAudit(tx, audit, {
      action: 'setting.updated',
      target: { type: 'setting', id: vendorExternalId, label: `test-credits: ${after?.vendorName ?? ''}` },
      changes: before && after ? changesBetween(before, after, ['granted'] as const) : [],
    });
  });
  return readTestCredits(db, vendorExternalId);
}
