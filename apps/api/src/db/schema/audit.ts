import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditChange } from '@talent-desk/shared';

/**
 * Who did what, when (issue 24): one row per change, written by the application in the change's own
 * transaction (not by triggers: behind a pool the database does not know the user). Append-only: a
 * trigger refuses UPDATE, TRUNCATE and any DELETE but the retention purge's (migration 0033). No foreign
 * keys: the log outlives the rows it names, and keeps copies of the actor's name and role and of the
 * target's label as they were.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    actorExternalId: uuid('actor_external_id'),
    actorName: text('actor_name').notNull().default(''),
    actorRole: text('actor_role'),
    actorVendorId: integer('actor_vendor_id'),
    requestId: text('request_id'),
    clientAddress: text('client_address'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    /** The target's external id (what the API speaks), when it has one. */
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    /** The candidate the event concerns (their timeline), if any. */
    candidateId: integer('candidate_id'),
    changes: jsonb('changes')
      .$type<AuditChange[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    index('audit_events_time_idx').on(t.occurredAt, t.id),
    index('audit_events_actor_idx').on(t.actorUserId, t.occurredAt),
    index('audit_events_action_idx').on(t.action, t.occurredAt),
    index('audit_events_target_idx').on(t.targetType, t.targetId, t.occurredAt),
    index('audit_events_candidate_idx')
      .on(t.candidateId, t.occurredAt)
      .where(sql`candidate_id is not null`),
  ],
);
