import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEventListQuery } from '@talent-desk/shared';
import { auditEvents, candidates } from '../../../db/schema/index.js';
import type { PageWindow } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';

const e = auditEvents;

/**
 * The list's filters; each is served by an index of audit_events (migration 0033).
 * @scope ADMIN only (audit:read): the candidate filter only turns its external id into the id events keep
 */
export function auditEventsWhere(query: AuditEventListQuery): SQL | undefined {
  return and(
    query.actor ? eq(e.actorExternalId, query.actor) : undefined,
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
export async function auditEventPage(db: Queryable, where: SQL | undefined, window: PageWindow) {
  return db
    .select({
      id: e.id,
      occurredAt: e.occurredAt,
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

export async function countAuditEvents(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(e).where(where);
  return row?.n ?? 0;
}
