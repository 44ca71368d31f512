import {
  isRecoveryCode,
  MESSAGES,
  USER_MESSAGES,
  SECOND_FACTOR_REQUIRED,
  TWO_FACTOR_MESSAGES,
  twoFactorRequiredFor,
  type CurrentUser,
  type RecoveryCodes,
  type TwoFactorConfirmBody,
  type TwoFactorSetup,
  type TwoFactorSetupBody,
  type TwoFactorStatus,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../../lib/actor.js';
import { recordAudit, type ActorAuditContext, type AuditContext } from '../../../lib/audit.js';
import { verifyPassword } from '../../../lib/password-hash.js';
import type { Queryable } from '../../../lib/queryable.js';
import { decryptSecret, encryptSecret } from '../../../lib/secret-box.js';
import { hashToken } from '../../../lib/token-digest.js';
import type { Mailer } from '../../mail/index.js';
import { readSecuritySettings } from '../../settings/index.js';
import { actorOfUser, userAuditTarget } from '../users/user-audit.js';
import * as authRepo from './auth.repo.js';
import { toCurrentUser } from './auth.service.js';
import {
  attemptSucceeded,
  beginAttempt,
  passwordChangeAttempt,
  signInAttempt,
} from './login-throttle.service.js';
import { completeSecondFactor, deleteUserSessions } from './session.repo.js';
import { newSessionToken } from './session.service.js';
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrSvg,
  recoveryCodeDigest,
  totpStep,
} from './two-factor-codes.js';
import { twoFactorResetNotice } from './two-factor-reset-notice.js';
import * as repo from './two-factor.repo.js';

/**
 * Two-factor sign-in (issue 25, docs/decisions.md "Two-factor sign-in"): the second step of signing in,
 * setting it up, turning it off, new recovery codes and an ADMIN's reset. Secrets are stored encrypted
 * with TWO_FACTOR_KEY (`key`), bound to their user's id.
 */

/** The request's session: who, the cookie's token (rotated when the second factor is given), the client. */
export type TwoFactorSession = {
  actor: Actor;
  token: string | undefined;
  /** The throttle's client key (lib/client-address.ts). */
  client: string;
  audit: ActorAuditContext;
};

const codeWrong = () => new AppError(401, 'SECOND_FACTOR_WRONG', TWO_FACTOR_MESSAGES.codeWrong);
const passwordWrong = () => new AppError(401, 'CURRENT_PASSWORD_WRONG', TWO_FACTOR_MESSAGES.passwordWrong);
const secondFactorFirst = () =>
  new AppError(403, SECOND_FACTOR_REQUIRED, TWO_FACTOR_MESSAGES.secondFactorRequired);
const missing = (path: 'password' | 'code', message: string) =>
  new AppError(400, 'VALIDATION', message, [{ path, message }]);

const context = (userId: number) => `user:${userId}`;
const encrypt = (key: Buffer, userId: number, secret: string) => encryptSecret(key, secret, context(userId));
function decrypt(key: Buffer, userId: number, stored: string): string {
  const secret = decryptSecret(key, stored, context(userId));
  // Another TWO_FACTOR_KEY than the one it was stored with: an operator's error, not the user's.
  if (secret === null) throw new Error('a two-factor secret does not decrypt with TWO_FACTOR_KEY');
  return secret;
}

async function requireUser(db: Queryable, userId: number): Promise<authRepo.UserRecord> {
  const user = await authRepo.findUserById(db, userId);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED', MESSAGES.sessionRequired);
  return user;
}

/**
 * Checks a code against the user's active secret and uses it up, in `db` (a transaction when the caller
 * has one): a 6-digit code of a step newer than the last one used, or an unused recovery code.
 */
async function useCode(
  db: Queryable,
  key: Buffer,
  userId: number,
  row: repo.TwoFactorRow & { secretEncrypted: string },
  code: string,
): Promise<'totp' | 'recovery' | null> {
  if (isRecoveryCode(code)) {
    return (await repo.useRecoveryCode(db, userId, recoveryCodeDigest(code))) ? 'recovery' : null;
  }
  const step = totpStep(decrypt(key, userId, row.secretEncrypted), code, Date.now());
  if (step === null) return null;
  return (await repo.claimStep(db, userId, step)) ? 'totp' : null;
}

async function recordCodeFailure(db: Db, audit: AuditContext, user: authRepo.UserRecord): Promise<void> {
  await recordAudit(
    db,
    { ...audit, actor: actorOfUser(user) },
    { action: 'auth.second_factor_failed', target: userAuditTarget(user) },
  );
}

/**
 * POST /api/auth/two-factor/verify: the code after the password. It shares the sign-in throttle: a wrong
 * code counts against the same client (this IP and the account's e-mail) as a wrong password. On success
 * the session is signed in fully under a new token (`token`: the cookie to set; absent when the session
 * was signed in fully already).
 */
export async function verifySecondFactor(
  db: Db,
  key: Buffer,
  session: TwoFactorSession,
  code: string,
): Promise<{ user: CurrentUser; token?: string }> {
  const { actor } = session;
  const user = await requireUser(db, actor.userId);
  const pcr = actor.passwordChangeRequired === true;
  if (!actor.secondFactorDue) return { user: toCurrentUser(user, pcr, 'done') };
  if (actor.secondFactorDue === 'enrol' || !session.token) {
    throw new AppError(409, 'CONFLICT', TWO_FACTOR_MESSAGES.notEnabled);
  }
  const oldToken = session.token;
  const attempt = signInAttempt(user.email, session.client);
  await beginAttempt(db, attempt);
  const newToken = newSessionToken();
  const used = await db.transaction(async (tx) => {
    const row = await repo.findTwoFactor(tx, user.id);
    if (!repo.isEnabled(row)) return null;
    const kind = await useCode(tx, key, user.id, row, code);
    if (kind === null) return null;
    if (!(await completeSecondFactor(tx, hashToken(oldToken), hashToken(newToken)))) {
      throw new AppError(401, 'UNAUTHENTICATED', MESSAGES.sessionRequired);
    }
    if (kind === 'recovery') {
      await recordAudit(tx, session.audit, {
        action: 'auth.recovery_code_used',
        target: userAuditTarget(user),
      });
    }
    return kind;
  });
  // A failure stays counted: beginAttempt counted it before the code was checked.
  if (used === null) {
    await recordCodeFailure(db, session.audit, user);
    throw codeWrong();
  }
  await attemptSucceeded(db, attempt);
  return { user: toCurrentUser(user, pcr, 'done'), token: newToken };
}

/**
 * The password (and a current code) of a signed-in user confirming a change to their two-factor
 * sign-in. Throttled like change password: wrong answers count against this user from this client.
 */
async function confirmIdentity(
  db: Db,
  key: Buffer,
  session: TwoFactorSession,
  user: authRepo.UserRecord,
  answers: { password: string; code?: string },
  row: repo.TwoFactorRow | null,
): Promise<void> {
  const attempt = passwordChangeAttempt(user.id, session.client);
  await beginAttempt(db, attempt);
  const hash = await authRepo.findPasswordHash(db, user.id);
  if (!hash || !(await verifyPassword(answers.password, hash))) throw passwordWrong();
  if (repo.isEnabled(row)) {
    if (answers.code === undefined) throw missing('code', TWO_FACTOR_MESSAGES.codeRequired);
    const kind = await useCode(db, key, user.id, row, answers.code);
    if (kind === null) {
      await recordCodeFailure(db, session.audit, user);
      throw codeWrong();
    }
    if (kind === 'recovery') {
      await recordAudit(db, session.audit, {
        action: 'auth.recovery_code_used',
        target: userAuditTarget(user),
      });
    }
  }
  await attemptSucceeded(db, attempt);
}

/**
 * POST /api/auth/two-factor/setup: a new secret, pending until `enable` confirms it. A session that
 * must enrol asks nothing more (its password was just given); a session signed in fully gives the
 * password, and the current code when two-factor sign-in is on (setting it up again, a new phone).
 */
export async function setUpTwoFactor(
  db: Db,
  key: Buffer,
  session: TwoFactorSession,
  body: TwoFactorSetupBody,
): Promise<TwoFactorSetup> {
  const { actor } = session;
  if (actor.secondFactorDue === 'code') throw secondFactorFirst();
  const user = await requireUser(db, actor.userId);
  const row = await repo.findTwoFactor(db, user.id);
  if (actor.secondFactorDue === 'enrol') {
    // Turned on meanwhile from another session: this one signs in with the code, like any other.
    if (repo.isEnabled(row)) throw new AppError(409, 'CONFLICT', TWO_FACTOR_MESSAGES.alreadyEnabled);
  } else {
    if (body.password === undefined) throw missing('password', MESSAGES.mandatoryField);
    await confirmIdentity(db, key, session, user, { password: body.password, code: body.code }, row);
  }
  const secret = newTotpSecret();
  await repo.savePendingSecret(db, user.id, encrypt(key, user.id, secret));
  const url = otpauthUrl(secret, user.email);
  return { secret, otpauthUrl: url, qrSvg: await qrSvg(url) };
}

/**
 * POST /api/auth/two-factor/enable: the pending secret confirmed by one of its codes becomes the active
 * one, with a new set of recovery codes (the old ones void). A session that had to enrol is signed in
 * fully under a new token (`token`).
 */
export async function enableTwoFactor(
  db: Db,
  key: Buffer,
  session: TwoFactorSession,
  code: string,
): Promise<RecoveryCodes & { token?: string }> {
  const { actor } = session;
  if (actor.secondFactorDue === 'code') throw secondFactorFirst();
  const user = await requireUser(db, actor.userId);
  const recoveryCodes = newRecoveryCodes();
  const newToken = actor.secondFactorDue === 'enrol' ? newSessionToken() : undefined;
  await db.transaction(async (tx) => {
    const row = await repo.findTwoFactor(tx, user.id, true);
    if (actor.secondFactorDue === 'enrol' && repo.isEnabled(row)) {
      throw new AppError(409, 'CONFLICT', TWO_FACTOR_MESSAGES.alreadyEnabled);
    }
    if (!row?.pendingSecretEncrypted) {
      throw new AppError(400, 'NO_PENDING_SETUP', TWO_FACTOR_MESSAGES.noPendingSetup);
    }
    if (isRecoveryCode(code)) throw codeWrong();
    const step = totpStep(decrypt(key, user.id, row.pendingSecretEncrypted), code, Date.now());
    if (step === null) throw codeWrong();
    await repo.enablePendingSecret(tx, user.id, step);
    await repo.replaceRecoveryCodes(tx, user.id, recoveryCodes.map(recoveryCodeDigest));
    if (newToken) {
      if (!session.token || !(await completeSecondFactor(tx, hashToken(session.token), hashToken(newToken))))
        throw new AppError(401, 'UNAUTHENTICATED', MESSAGES.sessionRequired);
    }
    await recordAudit(tx, session.audit, {
      action: 'auth.two_factor_enabled',
      target: userAuditTarget(user),
    });
  });
  return { recoveryCodes, ...(newToken ? { token: newToken } : {}) };
}

/** POST /api/auth/two-factor/disable: off, unless the user's role must use it (409). */
export async function disableTwoFactor(
  db: Db,
  key: Buffer,
  session: TwoFactorSession,
  body: TwoFactorConfirmBody,
): Promise<void> {
  const user = await requireUser(db, session.actor.userId);
  const row = await repo.findTwoFactor(db, user.id);
  if (!repo.isEnabled(row)) throw new AppError(409, 'CONFLICT', TWO_FACTOR_MESSAGES.notEnabled);
  if (twoFactorRequiredFor(user.role, await readSecuritySettings(db))) {
    throw new AppError(409, 'CONFLICT', TWO_FACTOR_MESSAGES.requiredForRole);
  }
  await confirmIdentity(db, key, session, user, body, row);
  await db.transaction(async (tx) => {
    await repo.deleteTwoFactor(tx, user.id);
    await recordAudit(tx, session.audit, {
      action: 'auth.two_factor_disabled',
      target: userAuditTarget(user),
    });
  });
}

/** POST /api/auth/two-factor/recovery-codes: a new set, shown once; the old ones stop working. */
export async function renewRecoveryCodes(
  db: Db,
  key: Buffer,
  session: TwoFactorSession,
  body: TwoFactorConfirmBody,
): Promise<RecoveryCodes> {
  const user = await requireUser(db, session.actor.userId);
  const row = await repo.findTwoFactor(db, user.id);
  if (!repo.isEnabled(row)) throw new AppError(409, 'CONFLICT', TWO_FACTOR_MESSAGES.notEnabled);
  await confirmIdentity(db, key, session, user, body, row);
  const recoveryCodes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await repo.replaceRecoveryCodes(tx, user.id, recoveryCodes.map(recoveryCodeDigest));
    await recordAudit(tx, session.audit, {
      action: 'auth.recovery_codes_created',
      target: userAuditTarget(user),
    });
  });
  return { recoveryCodes };
}

/** GET /api/auth/two-factor: the user's own state, for the Sign-in security page. */
export async function twoFactorStatus(db: Db, actor: Actor): Promise<TwoFactorStatus> {
  const user = await requireUser(db, actor.userId);
  const row = await repo.findTwoFactor(db, user.id);
  const enabled = repo.isEnabled(row);
  return {
    enabled,
    required: twoFactorRequiredFor(user.role, await readSecuritySettings(db)),
    enabledAt: enabled && row.enabledAt ? row.enabledAt.toISOString() : null,
    recoveryCodesLeft: enabled ? await repo.countUnusedRecoveryCodes(db, user.id) : 0,
  };
}

/**
 * POST /api/users/{id}/two-factor/reset (ADMIN): the user lost their authenticator. Secrets and recovery
 * codes go, their sessions end, and they are told by e-mail; they set it up again at their next sign-in
 * (when their role requires it; else they may).
 */
export async function resetTwoFactor(
  db: Db,
  mailer: Mailer,
  audit: ActorAuditContext,
  externalId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await repo.findUserByExternalId(tx, externalId);
    if (!user) throw new AppError(404, 'NOT_FOUND', USER_MESSAGES.notFound);
    await repo.deleteTwoFactor(tx, user.id);
    await deleteUserSessions(tx, user.id);
    await mailer.queue(tx, {
      to: [user.email],
      ...twoFactorResetNotice(user.firstName),
      createdByUserId: audit.actor.userId,
      recipientUserId: user.id,
    });
    await recordAudit(tx, audit, { action: 'user.two_factor_reset', target: userAuditTarget(user) });
  });
  mailer.wake();
}
