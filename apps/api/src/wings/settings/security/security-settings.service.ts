import type { SecuritySettings } from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import type { Queryable } from '../../../lib/queryable.js';
import { changesBetween, recordAudit, type ActorAuditContext } from '../../../lib/audit.js';
import * as repo from './security-settings.repo.js';

const AUDITED_FIELDS = ['requireTwoFactorForStaff', 'requireTwoFactorForVendors'] as const;

/** Who must use two-factor sign-in (read at every sign-in by the people wing). */
export function readSecuritySettings(db: Queryable): Promise<SecuritySettings> {
  return repo.findSecuritySettings(db);
}

/**
 * PUT /api/settings/security: one setting.updated event with the changes. Sessions already signed in
 * keep going; the next sign-in of a user who must now use it asks them to set it up.
 */
export async function updateSecuritySettings(
  db: Db,
  audit: ActorAuditContext,
  settings: SecuritySettings,
): Promise<SecuritySettings> {
  return db.transaction(async (tx) => {
    const before = await repo.findSecuritySettings(tx, true);
    await repo.saveSecuritySettings(tx, settings);
    await recordAudit(tx, audit, {
      action: 'setting.updated',
      target: { type: 'setting', id: null, label: 'security' },
      changes: changesBetween(before, settings, AUDITED_FIELDS),
    });
    return repo.findSecuritySettings(tx);
  });
}
