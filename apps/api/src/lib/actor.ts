import { MESSAGES, type Role } from '@talent-desk/shared';
import { AppError } from '../errors.js';

/**
 * The signed-in user as services and repositories see it. Repositories scope VENDOR reads with
 * `vendorId` (docs/architecture.md §3); numeric ids never leave the server.
 */
export type Actor = {
  userId: number;
  externalId: string;
  role: Role;
  vendorId: number | null;
  vendorExternalId: string | null;
  businessGroupId: number | null;
  /**
   * Signed in with the published demo password in production: only changing the password and signing
   * out are allowed (access control). Absent: false.
   */
  passwordChangeRequired?: boolean;
  /**
   * The second factor still due after the password (issue 25): until null, only /me, sign-out and the
   * two-factor calls answer (access control). Absent: null.
   */
  secondFactorDue?: SecondFactorDue;
};

/** What a session still owes after the password: a code, or setting two-factor sign-in up; null: nothing. */
export type SecondFactorDue = 'code' | 'enrol' | null;

/** Access control guarantees an actor on non-public routes; this narrows the type without `!`. */
export function requireActor(actor: Actor | null): Actor {
  if (actor === null) throw new AppError(401, 'UNAUTHENTICATED', MESSAGES.sessionRequired);
  return actor;
}
