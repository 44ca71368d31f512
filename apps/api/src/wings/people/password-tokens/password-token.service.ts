import { randomBytes } from 'node:crypto';
import {
  checkNewPassword,
  MESSAGES,
  PASSWORD_TOKEN_MESSAGES,
  TOKEN_LIFETIME_HOURS,
  type ForgotPasswordBody,
  type PasswordTokenInfo,
  type SetPasswordBody,
  type UserTokenPurpose,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { recordAudit, type AuditContext } from '../../../lib/audit.js';
import { findUserById } from '../auth/auth.repo.js';
import { actorOfUser, userAuditTarget } from '../users/user-audit.js';
import { AppError } from '../../../errors.js';
import { hashPassword, verifyPassword } from '../../../lib/password-hash.js';
import {
  reserveWithinLimits,
  tooManyRequests,
  type WindowedLimit,
} from '../../../lib/limits/windowed-limits.js';
import { isCommonPassword } from '../auth/common-passwords.js';
import { hashToken } from '../../../lib/token-digest.js';
import { deleteUserSessions } from '../auth/session.repo.js';
import { type Mailer, type MailTransaction, renderGeneralMail } from '../../mail/index.js';
import { passwordLink, passwordMailValues } from './password-mail.js';
import * as repo from './password-token.repo.js';

const linkInvalid = () => new AppError(404, 'PASSWORD_LINK_INVALID', PASSWORD_TOKEN_MESSAGES.linkInvalid);

/** Who gets the link (their names fill the e-mail's variables). */
export type LinkRecipient = { userId: number; firstName: string; lastName: string; email: string };

/**
 * A new single-use link for `purpose`, e-mailed through the outbox, inside the caller's transaction:
 * the user row, the token and the message commit together or not at all. The wording is the purpose's
 * general e-mail template, read in the same transaction. The mailer is woken by the caller after the
 * commit. Only the token's SHA-256 is stored. `sentByUserId` null: the user asked for it themselves.
 */
export async function issuePasswordLink(
  tx: MailTransaction,
  mailer: Mailer,
  recipient: LinkRecipient,
  purpose: UserTokenPurpose,
  origin: string,
  sentByUserId: number | null,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertToken(tx, recipient.userId, purpose, hashToken(token), TOKEN_LIFETIME_HOURS[purpose]);
  const values = passwordMailValues(purpose, recipient, passwordLink(origin, token));
  await mailer.queue(tx, {
    to: [recipient.email],
    ...(await renderGeneralMail(tx, purpose, values)),
    createdByUserId: sentByUserId,
    recipientUserId: recipient.userId,
  });
}

/** GET /api/auth/password-tokens/{token}: whose link it is, so the page can greet them (404 if unusable). */
export async function readPasswordToken(db: Db, token: string): Promise<PasswordTokenInfo> {
  const row = await repo.findUsableToken(db, hashToken(token));
  if (!row) throw linkInvalid();
  return {
    purpose: row.purpose,
    firstName: row.firstName,
    email: row.email,
    expiresAt: row.expiresAt.toISOString(),
  };
}

const policyError = (message: string) =>
  new AppError(400, 'PASSWORD_POLICY', message, [{ path: 'newPassword', message }]);

/**
 * POST /api/auth/set-password: the invitation's first password, or a forgotten one replaced (AUTH-08
 * policy; a reset may not reuse the current password). The scrypt work runs before the transaction (one
 * connection serves everybody); the transaction locks the token, so of two submissions of one link only
 * the first sets a password. Every link of the user stops working and every session ends.
 */
export async function setPasswordWithToken(
  db: Db,
  body: SetPasswordBody,
  audit: AuditContext,
): Promise<void> {
  const tokenHash = hashToken(body.token);
  const found = await repo.findUsableToken(db, tokenHash);
  if (!found) throw linkInvalid();
  const failure = checkNewPassword(body.newPassword, '', isCommonPassword);
  if (failure) throw policyError(MESSAGES.passwordPolicy);
  if (found.passwordHash && (await verifyPassword(body.newPassword, found.passwordHash))) {
    throw policyError(MESSAGES.passwordSameAsCurrent);
  }
  const newHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    const token = await repo.findUsableToken(tx, tokenHash, true);
    if (!token) throw linkInvalid();
    await repo.setPassword(tx, token.userId, newHash);
    await repo.useAllTokens(tx, token.userId);
    await deleteUserSessions(tx, token.userId);
    const user = await findUserById(tx, token.userId);
    if (user) {
      await recordAudit(
        tx,
        { ...audit, actor: actorOfUser(user) },
        {
          action: 'auth.password_set',
          target: userAuditTarget(user),
        },
      );
    }
  });
}

/**
 * Forgot password, per IP: a person mistypes a few times, a script tries thousands of addresses. Per
 * account: at most 3 e-mails an hour, silently (the answer must not tell whether the address exists).
 */
export const RESET_IP_LIMITS = [
  { name: 'reset-ip', windowMs: 60 * 60_000, max: 10 },
] as const satisfies readonly WindowedLimit[];
export const RESET_ACCOUNT_LIMITS = [
  { name: 'reset-account', windowMs: 60 * 60_000, max: 3 },
] as const satisfies readonly WindowedLimit[];

/**
 * POST /api/auth/forgot-password: counts the request per client and against the hourly ceiling over all
 * clients (whatever addresses they claim), then queues it. The answer is the same, in the same time,
 * whether or not the address is a user's: the look-up and the e-mail run in the job
 * (sendRequestedReset). Only the limits answer differently (429 with Retry-After; the ceiling's refusal
 * is also reported to `onCeiling`, a warning in the log).
 */
export async function requestPasswordReset(
  deps: {
    db: Db;
    queue: (email: string) => Promise<void>;
    ceilingPerHour: number;
    onCeiling: (retryAfterSeconds: number) => void;
  },
  body: ForgotPasswordBody,
  client: string,
  audit: AuditContext,
): Promise<void> {
  const refuse = (seconds: number) =>
    tooManyRequests('TOO_MANY_RESET_REQUESTS', PASSWORD_TOKEN_MESSAGES.tooManyResets, seconds);
  await reserveWithinLimits(deps.db, RESET_IP_LIMITS, client, refuse);
  const ceiling = { name: 'reset-all', windowMs: 60 * 60_000, max: deps.ceilingPerHour };
  await reserveWithinLimits(deps.db, [ceiling], 'all', (seconds) => {
    deps.onCeiling(seconds);
    return refuse(seconds);
  });
  await deps.queue(body.email);
  // The address asked for, whether or not it is a user's (the answer never says; the log may).
  await recordAudit(deps.db, audit, {
    action: 'auth.password_reset_requested',
    target: { type: 'user', id: null, label: body.email.slice(0, 254) },
  });
}

/**
 * The job of a forgot-password request: e-mails a reset link when an ACTIVE user has this address, at
 * most 3 an hour per account (silently: nobody waits for this answer).
 */
export async function sendRequestedReset(
  db: Db,
  mailer: Mailer,
  email: string,
  origin: string,
): Promise<void> {
  const user = await repo.findResettableUser(db, email);
  if (!user) return;
  try {
    await reserveWithinLimits(db, RESET_ACCOUNT_LIMITS, String(user.id), (seconds) =>
      tooManyRequests('TOO_MANY_RESET_REQUESTS', PASSWORD_TOKEN_MESSAGES.tooManyResets, seconds),
    );
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return;
    throw error;
  }
  await db.transaction((tx) =>
    issuePasswordLink(
      tx,
      mailer,
      { userId: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
      'PASSWORD_RESET',
      origin,
      null,
    ),
  );
  mailer.wake();
}
