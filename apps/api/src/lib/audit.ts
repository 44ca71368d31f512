import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AuditAction, AuditChange, AuditTargetType } from '@talent-desk/shared';
import { requireActor, type Actor } from './actor.js';
import type { Queryable } from './queryable.js';

/** Who asks, from where: what every audit event of a request carries. */
export type AuditContext = {
  actor: Actor | null;
  requestId: string | null;
  clientAddress: string | null;
};

/** The request's audit context: its signed-in user (if any), its request id and the client's address. */
export function auditContextOf(request: FastifyRequest): AuditContext {
  return { actor: request.actor, requestId: String(request.id), clientAddress: request.ip };
}

/** The audit context of a change only a signed-in user can make. */
export type ActorAuditContext = AuditContext & { actor: Actor };

/** The audit context of a route that needs a signed-in user (access control guarantees one). */
export function actorAuditOf(request: FastifyRequest): ActorAuditContext {
  return { ...auditContextOf(request), actor: requireActor(request.actor) };
}

/** What happened to what: one audit event. */
export type AuditRecord = {
  action: AuditAction;
  target: { type: AuditTargetType; id?: string | null; label?: string | null };
  /** The candidate the event concerns (their timeline). */
  candidateId?: number | null;
  changes?: readonly AuditChange[];
};

/**
 * Writes one audit event on `db`: pass the change's own transaction, so that the event commits with the
 * change and a refused or failed change leaves none (docs/decisions.md, Audit log). The actor's name,
 * role and vendor are copied from the users table as they are now.
 */
export async function recordAudit(db: Queryable, context: AuditContext, record: AuditRecord): Promise<void> {
  const actorId = context.actor?.userId ?? null;
  await db.execute(sql`
    insert into audit_events (actor_user_id, actor_external_id, actor_name, actor_role, actor_vendor_id,
      request_id, client_address, action, target_type, target_id, target_label, candidate_id, changes)
    select ${actorId}::int, ${context.actor?.externalId ?? null}::uuid,
      coalesce((select concat_ws(' ', first_name, last_name) from users where id = ${actorId}::int), ''),
      ${context.actor?.role ?? null}, ${context.actor?.vendorId ?? null}::int,
      ${context.requestId}, ${context.clientAddress}, ${record.action}, ${record.target.type},
      ${record.target.id ?? null}, ${record.target.label ?? null}, ${record.candidateId ?? null}::int,
      ${JSON.stringify(record.changes ?? [])}::jsonb`);
}

/**
 * The target of one event for a call that changes many objects at once: the object itself when there is
 * one (with its candidate, for their timeline), else only how many (the changes name each).
 */
export function oneOrMany(
  type: AuditRecord['target']['type'],
  items: readonly { externalId: string | null; label: string | null; candidateId?: number }[],
  plural: string,
): Pick<AuditRecord, 'target' | 'candidateId'> {
  const [only] = items;
  if (items.length === 1 && only)
    return {
      target: { type, id: only.externalId, label: only.label },
      candidateId: only.candidateId ?? null,
    };
  return { target: { type, id: null, label: `${items.length} ${plural}` }, candidateId: null };
}

/** Normalises a value for the log: dates as ISO strings, absent as null. */
function logged(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value ?? null;
}

/**
 * The fields of an allow-list whose value differs between two versions of a row, as old -> new. Only
 * the listed fields are ever recorded: never a password hash or a token.
 */
export function changesBetween<F extends string>(
  before: Readonly<Record<F, unknown>>,
  after: Readonly<Record<F, unknown>>,
  fields: readonly F[],
): AuditChange[] {
  return fields.flatMap((field) => {
    const old = logged(before[field]);
    const now = logged(after[field]);
    return JSON.stringify(old) === JSON.stringify(now) ? [] : [{ field, old, new: now }];
  });
}

/** The fields of a new row, as changes from nothing: what a `*.created` event records. */
export function changesFromNothing<F extends string>(
  after: Readonly<Record<F, unknown>>,
  fields: readonly F[],
): AuditChange[] {
  const nothing = Object.fromEntries(fields.map((field) => [field, null])) as Record<F, null>;
  return changesBetween(nothing, after, fields);
}

/**
 * Deletes the audit events older than `retentionDays`, and records that it did (`audit.purged`, with the
 * cutoff and the count), in one transaction: the only DELETE the table's trigger lets through, by the
 * cutoff set for this transaction alone. Idempotent; several processes running it delete each event once.
 */
export async function purgeAuditEvents(db: Queryable, retentionDays: number): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ cutoff: string }>(
      sql`select set_config('talent_desk.audit_purge_before', (now() - make_interval(days => ${retentionDays}::int))::text, true) as cutoff`,
    );
    const cutoff = rows[0]?.cutoff;
    if (!cutoff) throw new Error('the audit purge cutoff was not set');
    const deleted = await tx.execute(
      sql`delete from audit_events where occurred_at < ${cutoff}::timestamptz`,
    );
    const count = deleted.rowCount ?? 0;
    if (count > 0) {
      await recordAudit(
        tx,
        { actor: null, requestId: null, clientAddress: null },
        {
          action: 'audit.purged',
          target: { type: 'audit_log', id: null, label: null },
          changes: [
            { field: 'eventsBefore', old: count, new: 0 },
            { field: 'cutoff', old: null, new: cutoff },
          ],
        },
      );
    }
    return count;
  });
}

/**
 * A signed-in user refused (403 FORBIDDEN), by a route's permission or by a service's rule (a TAG editing
 * an ADMIN, a campaign not theirs): one access.denied event naming the route and its permission, written
 * on its own after the refused change rolled back. Probing or a role set wrong is what it shows.
 */
export async function recordAccessDenied(db: Queryable, request: FastifyRequest): Promise<void> {
  if (!request.actor) return;
  await recordAudit(db, auditContextOf(request), {
    action: 'access.denied',
    target: {
      type: 'route',
      id: `${request.method} ${request.routeOptions.url ?? request.url}`,
      label: request.routeOptions.config.permission ?? null,
    },
  });
}
