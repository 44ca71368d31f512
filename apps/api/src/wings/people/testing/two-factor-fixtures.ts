import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { securitySettings, userTwoFactor } from '../../../db/schema/index.js';
import { encryptSecret } from '../../../lib/secret-box.js';
import type { TestApp, TestUser } from '../../../test/test-app.js';
import { newTotpSecret } from '../auth/two-factor-codes.js';

/**
 * Two-factor sign-in turned on for `user` straight in the database (no set-up calls): the secret,
 * encrypted with the app's key like the service does. Returns the base32 secret, for `totpCode`.
 */
export async function enrolTwoFactor(t: TestApp, user: TestUser): Promise<string> {
  const secret = newTotpSecret();
  const encrypted = encryptSecret(t.config.twoFactorKey.bytes, secret, `user:${user.id}`);
  await t.db
    .insert(userTwoFactor)
    .values({ userId: user.id, secretEncrypted: encrypted, enabledAt: new Date() })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secretEncrypted: encrypted, enabledAt: new Date(), lastUsedStep: null },
    });
  return secret;
}

/** The authenticator's code for `secret` at `timestamp` (default: now, by Date). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

/** Settings > Security straight in the database (test databases start with both off). */
export async function requireTwoFactor(
  t: TestApp,
  settings: { staff: boolean; vendors: boolean },
): Promise<void> {
  await t.db
    .update(securitySettings)
    .set({ requireTwoFactorForStaff: settings.staff, requireTwoFactorForVendors: settings.vendors })
    .where(eq(securitySettings.id, true));
}
