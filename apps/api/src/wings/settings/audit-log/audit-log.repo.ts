import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEventListQuery } from '@talent-desk/shared';
import { auditEvents, candidates, users } from '../../../db/schema/index.js';
import type { PageWindow } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';

const e = auditEvents;

/**
 * The list's filters; each is served by an index of audit_events (migration 0033).
 * @scope ADMIN only (audit:read): the candidate filter only turns its external id into the id events keep
 */
export function auditEventsWhere(query: AuditEventListQuery): SQL | undefined {
  return and(
    // By the user's id, which the actor index holds (the external id is only a copy for the answer).
    query.actor
      ? eq(e.actorUserId, sql`(select ${users.id} from ${users} where ${users.externalId} = ${query.actor})`)
      : undefined,
    query.action ? eq(e.action, query.action) : undefined,
    query.targetType ? eq(e.targetType, query.targetType) : undefined,
    query.targetId ? eq(e.targetId, query.targetId) : undefined,
    query.candidate
      ? eq(
          e.candidateId,
          sql`(select ${candidates.id} from ${candidates} where ${candidates.externalId} = ${query.candidate})`,
        )
      : undefined,
    query.from ? gte(e.occurredAt, sql`${query.from}::date`) : undefined,
    query.to ? lt(e.occurredAt, sql`${query.to}::date + 1`) : undefined,
  );
}

/** One page, newest first (ties by id, so paging never repeats or skips an event). */
export async function auditEventPage(
  db: Queryable,
  where: SQL | undefined,
  window: Pick<PageWindow, 'size' | 'offset'>,
) {
  return db
    .select({
      id: e.id,
      occurredAt: e.occurredAt,
      // The exact time (microseconds) for the xlsx's keyset: a Date keeps only milliseconds.
      occurredAtKey: sql<string>`${e.occurredAt}::text`,
      actorUserId: e.actorUserId,
      actorExternalId: e.actorExternalId,
      actorName: e.actorName,
      actorRole: e.actorRole,
      requestId: e.requestId,
      clientAddress: e.clientAddress,
      action: e.action,
      targetType: e.targetType,
      targetId: e.targetId,
      targetLabel: e.targetLabel,
      changes: e.changes,
    })
    .from(e)
    .where(where)
    .orderBy(desc(e.occurredAt), desc(e.id))
    .limit(window.size)
    .offset(window.offset);
}
export type AuditEventDbRow = Awaited<ReturnType<typeof auditEventPage>>[number];

/**
 * How many events match, counted up to `cap` + 1 only: past the cap the total is 'cap+' (`exact: false`),
 * as the candidate list does; an exact count of a million events took 150-300 ms.
 */
export async function countAuditEvents(
  db: Queryable,
  where: SQL | undefined,
  cap: number,
): Promise<{ total: number; exact: boolean }> {
  const capped = db
    .select({ one: sql`1` })
    .from(e)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, exact: false } : { total: n, exact: true };
}

/**
 * The filtered events in batches, newest first, for the xlsx: each batch starts below the last one's
 * (occurred_at, id), so a batch is an index range, not an ever larger offset.
 */
export async function* auditEventBatches(
  db: Queryable,
  where: SQL | undefined,
  batchSize: number,
): AsyncGenerator<AuditEventDbRow[]> {
  let after: { occurredAtKey: string; id: number } | undefined;
  for (;;) {
    const below = after
      ? sql`(${e.occurredAt}, ${e.id}) < (${after.occurredAtKey}::timestamptz, ${after.id}::int)`
      : undefined;
    const rows = await auditEventPage(db, and(where, below), { offset: 0, size: batchSize });
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1];
    if (!last || rows.length < batchSize) return;
    after = { occurredAtKey: last.occurredAtKey, id: last.id };
  }
}
