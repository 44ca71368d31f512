import { sql } from 'drizzle-orm';
import type { SecuritySettings } from '@talent-desk/shared';
import type { Queryable } from '../../../lib/queryable.js';
import { securitySettings } from '../../../db/schema/index.js';

/** The migration's defaults: what a database without the row (emptied by hand) is taken to say. */
export const DEFAULT_SECURITY_SETTINGS: SecuritySettings = {
  requireTwoFactorForStaff: true,
  requireTwoFactorForVendors: false,
};

const columns = {
  requireTwoFactorForStaff: securitySettings.requireTwoFactorForStaff,
  requireTwoFactorForVendors: securitySettings.requireTwoFactorForVendors,
};

export async function findSecuritySettings(db: Queryable, lock = false): Promise<SecuritySettings> {
  const query = db.select(columns).from(securitySettings).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? DEFAULT_SECURITY_SETTINGS;
}

/** Writes the one row (creating it when missing). */
export async function saveSecuritySettings(db: Queryable, settings: SecuritySettings): Promise<void> {
  await db
    .insert(securitySettings)
    .values({ id: true, ...settings })
    .onConflictDoUpdate({ target: securitySettings.id, set: { ...settings, updatedAt: sql`now()` } });
}
