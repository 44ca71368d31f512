import { checkNewPassword, MESSAGES, type ChangePasswordBody } from '@talent-desk/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import * as repo from './auth.repo.js';
import { isCommonPassword } from './common-passwords.js';
import { hashPassword, verifyPassword } from '../../lib/password-hash.js';
import { deleteUserSessions } from './session.repo.js';

const POLICY_FIELD_MESSAGES = {
  length: MESSAGES.passwordPolicy,
  common: MESSAGES.passwordPolicy,
  'same-as-current': MESSAGES.passwordSameAsCurrent,
} as const;

/**
 * Change one's own password (AUTH-08..12): the current password must be right (else 401), the new one
 * must pass the policy (else 400); then the hash changes and every session of the user ends, the
 * current one included, all in one transaction.
 */
export async function changePassword(db: Db, userId: number, body: ChangePasswordBody): Promise<void> {
  await db.transaction(async (tx) => {
    const storedHash = await repo.lockPasswordHash(tx, userId);
    if (!storedHash || !(await verifyPassword(body.currentPassword, storedHash))) {
      throw new AppError(401, 'CURRENT_PASSWORD_WRONG', MESSAGES.currentPasswordWrong);
    }
    const failure = checkNewPassword(body.newPassword, body.currentPassword, isCommonPassword);
    if (failure) {
      throw new AppError(400, 'PASSWORD_POLICY', MESSAGES.passwordPolicy, [
        { path: 'newPassword', message: POLICY_FIELD_MESSAGES[failure] },
      ]);
    }
    await repo.updatePasswordHash(tx, userId, await hashPassword(body.newPassword));
    await deleteUserSessions(tx, userId);
  });
}
