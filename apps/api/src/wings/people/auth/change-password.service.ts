import {
  checkNewPassword,
  MESSAGES,
  PASSWORD_CHANGE_SIGNED_OUT,
  PASSWORD_CHANGE_MAX_FAILURES,
  type ChangePasswordBody,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { recordAudit, type ActorAuditContext } from '../../../lib/audit.js';
import { userAuditTarget } from '../users/user-audit.js';
import { AppError } from '../../../errors.js';
import { hashPassword, verifyPassword } from '../../../lib/password-hash.js';
import * as repo from './auth.repo.js';
import { isCommonPassword } from './common-passwords.js';
import { attemptSucceeded, beginAttempt, passwordChangeAttempt } from './login-throttle.service.js';
import { deleteUserSessions } from './session.repo.js';
import { useAllTokens } from '../password-tokens/password-token.repo.js';
import { endSession } from './session.service.js';

const POLICY_FIELD_MESSAGES = {
  length: MESSAGES.passwordPolicy,
  common: MESSAGES.passwordPolicy,
  'same-as-current': MESSAGES.passwordSameAsCurrent,
} as const;

/** Who is changing their password: the user, where from, and the session they use. */
export type PasswordChanger = { userId: number; client: string; sessionToken: string | undefined };

/**
 * Change one's own password (AUTH-08..12). Wrong current passwords are throttled like sign-ins (429),
 * and after PASSWORD_CHANGE_MAX_FAILURES of them the session making the call ends, so a borrowed
 * session cannot be used to guess the password. The scrypt work runs outside the transaction (one
 * connection serves everybody); the transaction checks the hash did not change meanwhile, then the
 * hash changes, every session of the user ends (the current one included) and every open reset or
 * invitation link stops working.
 */
export async function changePassword(
  db: Db,
  changer: PasswordChanger,
  body: ChangePasswordBody,
  audit: ActorAuditContext,
): Promise<void> {
  const attempt = passwordChangeAttempt(changer.userId, changer.client);
  const { accountFailures } = await beginAttempt(db, attempt);
  const storedHash = await repo.findPasswordHash(db, changer.userId);
  if (!storedHash || !(await verifyPassword(body.currentPassword, storedHash))) {
    if (accountFailures < PASSWORD_CHANGE_MAX_FAILURES) {
      throw new AppError(401, 'CURRENT_PASSWORD_WRONG', MESSAGES.currentPasswordWrong);
    }
    if (changer.sessionToken) await endSession(db, changer.sessionToken);
    throw new AppError(401, PASSWORD_CHANGE_SIGNED_OUT, MESSAGES.passwordAttemptsSignedOut);
  }
  await attemptSucceeded(db, attempt);

  const failure = checkNewPassword(body.newPassword, body.currentPassword, isCommonPassword);
  if (failure) {
    throw new AppError(400, 'PASSWORD_POLICY', MESSAGES.passwordPolicy, [
      { path: 'newPassword', message: POLICY_FIELD_MESSAGES[failure] },
    ]);
  }
  const newHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    // Another change won the race since the check above: the current password given is no longer it.
    if ((await repo.lockPasswordHash(tx, changer.userId)) !== storedHash) {
      throw new AppError(401, 'CURRENT_PASSWORD_WRONG', MESSAGES.currentPasswordWrong);
    }
    await repo.updatePasswordHash(tx, changer.userId, newHash);
    await deleteUserSessions(tx, changer.userId);
    // An open reset or invitation link would otherwise set the password again behind the user's back.
    await useAllTokens(tx, changer.userId);
    const user = await repo.findUserById(tx, changer.userId);
    if (user)
      await recordAudit(tx, audit, { action: 'auth.password_changed', target: userAuditTarget(user) });
  });
}
