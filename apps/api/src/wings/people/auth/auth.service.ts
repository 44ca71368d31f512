import type { CurrentUser, SecondFactorState } from '@talent-desk/shared';
import { MESSAGES, twoFactorRequiredFor } from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import * as repo from './auth.repo.js';
import { dummyPasswordHash, verifyPassword } from '../../../lib/password-hash.js';
import { DEMO_PASSWORD } from '../../../lib/published-password.js';
import type { Actor, SecondFactorDue } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import { readSecuritySettings } from '../../settings/index.js';
import { recordAudit, type AuditContext } from '../../../lib/audit.js';
import { actorOfUser, userAuditTarget } from '../users/user-audit.js';
import type { SessionTimes } from '../../../lib/session-times.js';
import {
  attemptSucceeded,
  beginAttempt,
  passwordStepSucceeded,
  signInAttempt,
} from './login-throttle.service.js';
import { endSession, startSession } from './session.service.js';
import { findTwoFactor, isEnabled } from './two-factor.repo.js';

export function toCurrentUser(
  user: repo.UserRecord,
  passwordChangeRequired: boolean,
  secondFactor: SecondFactorState,
): CurrentUser {
  return {
    passwordChangeRequired,
    secondFactor,
    externalId: user.externalId,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    title: user.title,
    vendor:
      user.vendorExternalId && user.vendorName
        ? { externalId: user.vendorExternalId, name: user.vendorName }
        : null,
  };
}

/**
 * `client`: the per-client throttle key (lib/client-address.ts). `previousToken`: the session cookie the
 * browser already had, if any; it is ended on success.
 */
export type LoginInput = { email: string; password: string; client: string; previousToken?: string };

/**
 * Sign-in. Throttling is checked before any password work; an unknown e-mail costs the same scrypt
 * verification as a wrong password and gets the same answer, so neither timing nor text tells them apart.
 */
export async function login(
  db: Db,
  input: LoginInput,
  times: SessionTimes,
  productionMode: boolean,
  audit: AuditContext,
): Promise<{ user: CurrentUser; token: string }> {
  const attempt = signInAttempt(input.email, input.client);
  await beginAttempt(db, attempt);

  const user = await repo.findUserByEmail(db, input.email);
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  // A failed sign-in is an audit event of its own (not part of any change): the user it names, or the
  // address given when it names nobody.
  const failed = async (error: AppError): Promise<never> => {
    const target = user
      ? userAuditTarget(user)
      : ({ type: 'user', id: null, label: input.email.slice(0, 254) } as const);
    await recordAudit(db, audit, { action: 'auth.login_failed', target });
    throw error;
  };
  // A failure stays counted: beginAttempt counted it before the password was checked.
  if (!user || !passwordOk)
    return failed(new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials));
  // With a second factor to give, the client's earlier failures stay counted until the code is right:
  // a right password alone must not wipe what wrong codes have counted (two-factor.service.ts, verify).
  const secondFactorDue = await secondFactorDueAt(db, user);
  if (secondFactorDue === 'code') await passwordStepSucceeded(db, attempt);
  else await attemptSucceeded(db, attempt);
  // Told only after a correct password, so the answer reveals nothing to someone guessing.
  if (user.vendorStatus === 'INACTIVE')
    return failed(new AppError(403, 'VENDOR_INACTIVE', MESSAGES.vendorInactive));
  if (user.status === 'INACTIVE') return failed(new AppError(403, 'USER_INACTIVE', MESSAGES.userInactive));

  // Signing in again replaces the session this browser had: the old token must not stay valid.
  if (input.previousToken) await endSession(db, input.previousToken);
  // The published demo password on a real deployment: this session may only change it.
  const passwordChangeRequired = productionMode && input.password === DEMO_PASSWORD;
  const token = await startSession(db, user.id, times, passwordChangeRequired, secondFactorDue);
  await recordAudit(
    db,
    { ...audit, actor: actorOfUser(user) },
    {
      action: 'auth.signed_in',
      target: userAuditTarget(user),
    },
  );
  return { user: toCurrentUser(user, passwordChangeRequired, secondFactorDue ?? 'done'), token };
}

/**
 * What a sign-in with the right password still owes (issue 25): the code when two-factor sign-in is on,
 * setting it up when the user's role must use it (Settings > Security), else nothing.
 */
export async function secondFactorDueAt(
  db: Queryable,
  user: { id: number; role: string },
): Promise<SecondFactorDue> {
  if (isEnabled(await findTwoFactor(db, user.id))) return 'code';
  return twoFactorRequiredFor(user.role, await readSecuritySettings(db)) ? 'enrol' : null;
}

export async function currentUser(db: Db, actor: Actor): Promise<CurrentUser> {
  const user = await repo.findUserById(db, actor.userId);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED', MESSAGES.sessionRequired);
  return toCurrentUser(user, actor.passwordChangeRequired === true, actor.secondFactorDue ?? 'done');
}
