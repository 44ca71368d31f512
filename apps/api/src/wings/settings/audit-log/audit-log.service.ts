import type { AuditEvent, AuditEventListQuery, Paged, Role } from '@talent-desk/shared';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, EXACT_TOTAL_CAP, ROLES } from '@talent-desk/shared';
import { fetchPage } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import * as repo from './audit-log.repo.js';

const oneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

function toEvent(row: repo.AuditEventDbRow): AuditEvent {
  // The columns hold the shared vocabulary: the application is the only writer (lib/audit.ts).
  if (!oneOf(AUDIT_ACTIONS, row.action) || !oneOf(AUDIT_TARGET_TYPES, row.targetType))
    throw new Error(`an audit event outside the vocabulary: ${row.action} on ${row.targetType}`);
  const role = row.actorRole !== null && oneOf<Role>(ROLES, row.actorRole) ? row.actorRole : null;
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    actor:
      row.actorUserId === null && row.actorExternalId === null
        ? null
        : { externalId: row.actorExternalId, name: row.actorName, role },
    requestId: row.requestId,
    clientAddress: row.clientAddress,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    changes: row.changes,
  };
}

/** GET /api/audit-events: the filtered events, newest first, one page. */
export async function listAuditEvents(
  db: Queryable,
  query: AuditEventListQuery,
): Promise<Paged<AuditEvent> & { totalIsExact: boolean }> {
  const where = repo.auditEventsWhere(query);
  let exact = true;
  const page = await fetchPage(
    query,
    (window) => repo.auditEventPage(db, where, window),
    async () => {
      const counted = await repo.countAuditEvents(db, where, EXACT_TOTAL_CAP);
      exact = counted.exact;
      return counted.total;
    },
  );
  return { ...page, totalIsExact: exact, content: page.content.map(toEvent) };
}
