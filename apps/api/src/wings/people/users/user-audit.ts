import type { Actor } from '../../../lib/actor.js';
import type { AuditRecord } from '../../../lib/audit.js';

/** The user fields an audit event records (never a password hash or a token). */
export const AUDITED_USER_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'email',
  'telephone',
  'address',
  'country',
  'role',
  'title',
  'vendorExternalId',
] as const;

/** A user as an audit event's target, named as they were. */
export function userAuditTarget(user: {
  externalId: string;
  firstName: string;
  lastName: string;
}): AuditRecord['target'] {
  return { type: 'user', id: user.externalId, label: `${user.firstName} ${user.lastName}` };
}

/** The actor of an event a user causes before they have a session (their own sign-in). */
export function actorOfUser(user: {
  id: number;
  externalId: string;
  role: Actor['role'];
  vendorId: number | null;
}): Actor {
  return {
    userId: user.id,
    externalId: user.externalId,
    role: user.role,
    vendorId: user.vendorId,
    vendorExternalId: null,
    businessGroupId: null,
  };
}
