import type { Database } from '../db/client.js';

/** An audit event as the audit tests read it. */
export type LoggedEvent = {
  id: number;
  action: string;
  actor_user_id: number | null;
  target_type: string;
  target_id: string | null;
  target_label: string | null;
  candidate_id: number | null;
  changes: { field: string; old: unknown; new: unknown }[];
};

/** The id of the newest event (0 with none): tests read what a call wrote after it. */
export async function lastAuditId(database: Database): Promise<number> {
  const { rows } = await database.pool.query<{ id: string | null }>('select max(id) as id from audit_events');
  return Number(rows[0]?.id ?? 0);
}

/** The events written after `afterId`, oldest first. */
export async function auditEventsAfter(database: Database, afterId: number): Promise<LoggedEvent[]> {
  const { rows } = await database.pool.query<LoggedEvent & { id: string }>(
    `select id, action, actor_user_id, target_type, target_id, target_label, candidate_id, changes
     from audit_events where id > $1 order by id`,
    [afterId],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The events a call writes: runs it and returns its result with them. */
export async function withEvents<T>(
  database: Database,
  call: () => Promise<T>,
): Promise<{ result: T; events: LoggedEvent[] }> {
  const before = await lastAuditId(database);
  const result = await call();
  return { result, events: await auditEventsAfter(database, before) };
}
