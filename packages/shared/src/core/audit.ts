import { z } from 'zod';
import { pagedResponseSchema, pageQuerySchema } from './schemas/paging.js';
import type { QueryPairs } from './query-pairs.js';
import { roleSchema } from './schemas/role.js';

/**
 * What an audit event says happened: a closed vocabulary, `<target>.<verb>`. The API writes one event per
 * change, in the change's own transaction; sign-in failures and downloads of candidate data are events
 * too (who read what is what a data-protection officer asks first).
 */
export const AUDIT_ACTIONS = [
  'auth.signed_in',
  'auth.login_failed',
  'auth.password_changed',
  'auth.password_reset_requested',
  'auth.password_set',
  'auth.second_factor_failed',
  'auth.two_factor_enabled',
  'auth.two_factor_disabled',
  'auth.recovery_codes_created',
  'auth.recovery_code_used',
  'user.two_factor_reset',
  'user.created',
  'user.updated',
  'user.role_changed',
  'user.invited',
  'user.activated',
  'user.deactivated',
  'vendor.created',
  'vendor.updated',
  'vendor.activated',
  'vendor.deactivated',
  'candidate.created',
  'candidate.updated',
  'candidate.assigned',
  'candidate.background_changed',
  'candidate.anonymised',
  'application.status_changed',
  'vacancy.created',
  'vacancy.updated',
  'vacancy.published',
  'vacancy.unpublished',
  'vacancy.shared',
  'vacancy.unshared',
  'vacancy.imported',
  'campaign.created',
  'campaign.updated',
  'campaign.deleted',
  'campaign.scheduled',
  'campaign.closed',
  'campaign.archived',
  'campaign.cloned',
  'audience.created',
  'audience.updated',
  'audience.deleted',
  'email_template.created',
  'email_template.updated',
  'survey_template.created',
  'survey_template.updated',
  'setting.created',
  'setting.updated',
  'setting.deleted',
  'note.created',
  'note.updated',
  'note.deleted',
  'export.downloaded',
  'access.denied',
  'audit.purged',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const auditActionSchema = z.enum(AUDIT_ACTIONS);

/** The kinds of object an event is about. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'vendor',
  'candidate',
  'vacancy',
  'campaign',
  'audience',
  'email_template',
  'survey_template',
  'setting',
  'note',
  'route',
  'report',
  'audit_log',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
export const auditTargetTypeSchema = z.enum(AUDIT_TARGET_TYPES);

/**
 * One changed field: its old and new value, as the API shows them. Only fields on an allow-list per
 * target are recorded, never a password hash or a token.
 */
export const auditChangeSchema = z.object({
  field: z.string(),
  old: z.unknown(),
  new: z.unknown(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** An event as GET /api/audit-events lists it. */
export const auditEventSchema = z.object({
  id: z.number().int(),
  occurredAt: z.iso.datetime({ offset: true }),
  actor: z
    .object({ externalId: z.uuid().nullable(), name: z.string(), role: roleSchema.nullable() })
    .nullable(),
  requestId: z.string().nullable(),
  clientAddress: z.string().nullable(),
  action: auditActionSchema,
  targetType: auditTargetTypeSchema,
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  changes: z.array(auditChangeSchema),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** GET /api/audit-events: a page of events; past 10,000 matches the total is a lower bound. */
export const auditEventPageSchema = pagedResponseSchema(auditEventSchema).extend({
  totalIsExact: z.boolean(),
});

const day = z.iso.date();

/**
 * GET /api/audit-events: newest first, paged; each filter optional. `actor` is a user's external id,
 * `candidate` a candidate's; `from` and `to` are UTC days, both included.
 */
const auditEventListShape = z.object({
  ...pageQuerySchema.shape,
  actor: z.uuid().optional(),
  action: auditActionSchema.optional(),
  targetType: auditTargetTypeSchema.optional(),
  targetId: z.string().max(64).optional(),
  candidate: z.uuid().optional(),
  from: day.optional(),
  to: day.optional(),
});

/** A day range that ends before it starts: the message, on `to`. */
export const AUDIT_RANGE_MESSAGE = 'The start day must not be after the end day';
export const auditRangeIsValid = (query: { from?: string; to?: string }): boolean =>
  !query.from || !query.to || query.from <= query.to;

/** The audit page's URL state: the query's fields, the range checked by the page itself (AUDIT_RANGE_MESSAGE). */
export const auditEventPageStateSchema = auditEventListShape;

export const auditEventListQuerySchema = auditEventListShape.refine(auditRangeIsValid, {
  message: AUDIT_RANGE_MESSAGE,
  path: ['to'],
});
export type AuditEventListQuery = z.output<typeof auditEventListQuerySchema>;

/** The list's query as URL pairs (the page's URL and the API's), empty filters left out. */
export function auditEventQueryToQueryPairs(query: AuditEventListQuery): QueryPairs {
  const pairs: QueryPairs = [
    ['page', String(query.page)],
    ['size', String(query.size)],
  ];
  for (const key of ['actor', 'action', 'targetType', 'targetId', 'candidate', 'from', 'to'] as const) {
    const value = query[key];
    if (value) pairs.push([key, value]);
  }
  return pairs;
}

/** An action as people read it: 'application.status_changed' is 'Application status changed'. */
export function auditActionLabel(action: AuditAction): string {
  const words = action.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A changed value as people read it, in the audit page's drawer and the log's xlsx: empty is '—'. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(auditValueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One change as a line: `field: old -> new`. */
export function auditChangeText(change: AuditChange): string {
  return `${change.field}: ${auditValueText(change.old)} -> ${auditValueText(change.new)}`;
}
