import {
  USER_MESSAGES,
  type Paged,
  type UserBody,
  type UserDetail,
  type UserListQuery,
  type UserRow,
  type UserStatus,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../../lib/actor.js';
import {
  changesBetween,
  changesFromNothing,
  recordAudit,
  type ActorAuditContext,
} from '../../../lib/audit.js';
import { fetchPage } from '../../../lib/paging.js';
import { savingUnique } from '../../../lib/unique-violation.js';
import type { Queryable } from '../../../lib/queryable.js';
import { fieldError } from '../../../lib/validation-fields.js';
import { deleteUserSessions } from '../auth/session.repo.js';
import type { Mailer } from '../../mail/index.js';
import { issuePasswordLink } from '../password-tokens/password-token.service.js';
import { useAllTokens } from '../password-tokens/password-token.repo.js';
import { emailChangeNotice } from './email-change-notice.js';
import { AUDITED_USER_FIELDS, userAuditTarget } from './user-audit.js';
import * as repo from './user.repo.js';

const notFound = () => new AppError(404, 'NOT_FOUND', USER_MESSAGES.notFound);
const emailExists = () => new AppError(409, 'USER_EMAIL_EXISTS', USER_MESSAGES.emailExists);
const vendorUsersOnly = () => new AppError(403, 'FORBIDDEN', USER_MESSAGES.tagVendorUsersOnly);

/** The unique index on lower(email) decides between two saves of one address at once: 409 for the loser. */
const saving = <T>(work: () => Promise<T>) => savingUnique(emailExists, work);

function toDetail({ id: _id, vendorId: _vendorId, ...user }: repo.UserRecord): UserDetail {
  return user;
}

async function requireUser(db: Queryable, externalId: string, lock = false): Promise<repo.UserRecord> {
  const user = await repo.findUser(db, externalId, lock);
  if (!user) throw notFound();
  return user;
}

/** USER-02/03 and PERM-03: a TAG creates and edits only VENDOR-role users (ADMIN: anyone). */
function assertMayManage(actor: Actor, role: string): void {
  if (actor.role === 'TAG' && role !== 'VENDOR') throw vendorUsersOnly();
}

/** The vendor of a VENDOR-role body: it must exist (400 on the field) and, for a new user, be ACTIVE. */
async function vendorIdFor(db: Queryable, body: UserBody, requireActive: boolean): Promise<number | null> {
  if (!body.vendorExternalId) return null;
  const vendor = await repo.findVendorForUser(db, body.vendorExternalId);
  if (!vendor) throw fieldError('vendorExternalId', USER_MESSAGES.vendorNotFound);
  if (requireActive && vendor.status === 'INACTIVE') {
    throw new AppError(409, 'VENDOR_INACTIVE', USER_MESSAGES.vendorInactive);
  }
  return vendor.id;
}

export async function listUsers(db: Db, query: UserListQuery): Promise<Paged<UserRow>> {
  const where = repo.userListWhere(query);
  return fetchPage(
    query,
    (window) => repo.listUserRows(db, where, { column: query.column, order: query.order }, window),
    () => repo.countUsers(db, where),
  );
}

/** USER-07: GET /api/users/{id}. */
export async function readUser(db: Db, externalId: string): Promise<UserDetail> {
  return toDetail(await requireUser(db, externalId));
}

/**
 * POST /api/users (VEND-19, also the new vendor user page): the user, their invitation token and its
 * e-mail in one transaction; the user has no password until they follow the link. 409 'email exists'
 * (VEND-38) when the address is taken, whatever its case.
 */
export async function createUser(
  db: Db,
  mailer: Mailer,
  audit: ActorAuditContext,
  body: UserBody,
  origin: string,
): Promise<UserDetail> {
  const { actor } = audit;
  assertMayManage(actor, body.role);
  const externalId = await saving(() =>
    db.transaction(async (tx) => {
      const vendorId = await vendorIdFor(tx, body, true);
      const { vendorExternalId: _v, ...values } = body;
      const created = await repo.insertUser(tx, { ...values, vendorId });
      await issuePasswordLink(
        tx,
        mailer,
        { userId: created.id, firstName: body.firstName, lastName: body.lastName, email: body.email },
        'INVITATION',
        origin,
        actor.userId,
      );
      await recordAudit(tx, audit, {
        action: 'user.created',
        target: userAuditTarget({ ...body, externalId: created.externalId }),
        changes: changesFromNothing(body, AUDITED_USER_FIELDS),
      });
      return created.externalId;
    }),
  );
  mailer.wake();
  return readUser(db, externalId);
}

/**
 * PUT /api/users/{id} (USER-02/03). Nobody changes their own role. A new role or vendor changes what
 * the user may see, so their sessions end and they sign in again under the new rights. A new e-mail
 * address ends the user's sessions and open password links too, and the old address gets a notice.
 */
export async function updateUser(
  db: Db,
  mailer: Mailer,
  audit: ActorAuditContext,
  externalId: string,
  body: UserBody,
): Promise<UserDetail> {
  const { actor } = audit;
  await saving(() =>
    db.transaction(async (tx) => {
      const user = await requireUser(tx, externalId, true);
      assertMayManage(actor, user.role);
      assertMayManage(actor, body.role);
      if (user.id === actor.userId && body.role !== user.role) {
        throw new AppError(409, 'OWN_ROLE', USER_MESSAGES.ownRole);
      }
      const vendorId = await vendorIdFor(tx, body, body.vendorExternalId !== user.vendorExternalId);
      const { vendorExternalId: _v, ...values } = body;
      await repo.updateUser(tx, user.id, { ...values, vendorId });
      const emailChanged = body.email.toLowerCase() !== user.email.toLowerCase();
      if (body.role !== user.role || vendorId !== user.vendorId || emailChanged) {
        await deleteUserSessions(tx, user.id);
      }
      if (emailChanged) {
        await useAllTokens(tx, user.id);
        await mailer.queue(tx, {
          to: [user.email],
          ...emailChangeNotice(user.firstName, body.email),
          createdByUserId: actor.userId,
          recipientUserId: user.id,
        });
      }
      await recordAudit(tx, audit, {
        action: body.role === user.role ? 'user.updated' : 'user.role_changed',
        target: userAuditTarget({ ...body, externalId }),
        changes: changesBetween(user, body, AUDITED_USER_FIELDS),
      });
    }),
  );
  mailer.wake();
  return readUser(db, externalId);
}

/**
 * PUT /api/users/{id}/activate|deactivate (ADMIN only): deactivating ends every session of the user
 * in the same transaction and blocks their sign-in; an ADMIN cannot deactivate themselves.
 */
export async function setUserStatus(
  db: Db,
  audit: ActorAuditContext,
  externalId: string,
  status: UserStatus,
): Promise<UserDetail> {
  const { actor } = audit;
  await db.transaction(async (tx) => {
    const user = await requireUser(tx, externalId, true);
    if (user.id === actor.userId && status === 'INACTIVE') {
      throw new AppError(409, 'OWN_STATUS', USER_MESSAGES.ownStatus);
    }
    const changed = await repo.setUserStatus(tx, user.id, status);
    if (changed && status === 'INACTIVE') await deleteUserSessions(tx, user.id);
    await recordAudit(tx, audit, {
      action: status === 'ACTIVE' ? 'user.activated' : 'user.deactivated',
      target: userAuditTarget(user),
      changes: changesBetween({ status: user.status }, { status }, ['status']),
    });
  });
  return readUser(db, externalId);
}

/**
 * POST /api/users/{id}/invitation: a new invitation link (the earlier ones stop working). Refused for a
 * user who already has a password (they use 'Forgot password?') and for an inactive one.
 */
export async function resendInvitation(
  db: Db,
  mailer: Mailer,
  audit: ActorAuditContext,
  externalId: string,
  origin: string,
): Promise<UserDetail> {
  const { actor } = audit;
  await db.transaction(async (tx) => {
    const user = await requireUser(tx, externalId, true);
    assertMayManage(actor, user.role);
    if (user.access === 'PASSWORD_SET') {
      throw new AppError(409, 'PASSWORD_ALREADY_SET', USER_MESSAGES.alreadyActive);
    }
    if (user.status === 'INACTIVE') throw new AppError(409, 'USER_INACTIVE', USER_MESSAGES.inactive);
    await issuePasswordLink(
      tx,
      mailer,
      { userId: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
      'INVITATION',
      origin,
      actor.userId,
    );
    await recordAudit(tx, audit, { action: 'user.invited', target: userAuditTarget(user) });
  });
  mailer.wake();
  return readUser(db, externalId);
}
