import { z } from 'zod';
import { auditActionSchema, auditChangeSchema } from '../../core/audit.js';
import { noteVisibilitySchema } from '../../core/notes.js';
import { pagedResponseSchema, pageQuerySchema } from '../../core/schemas/paging.js';

/**
 * What a candidate's activity timeline holds (issue 24): notes, pipeline steps, background-check
 * steps, submissions to vacancies, careers-site applications, campaign e-mails (sent, opened, answered,
 * unsubscribed) and the audit log's other events about them.
 */
export const TIMELINE_KINDS = [
  'note',
  'status',
  'background',
  'submission',
  'application',
  'campaign',
  'change',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];
export const timelineKindSchema = z.enum(TIMELINE_KINDS);

export const CAMPAIGN_TIMELINE_EVENTS = ['sent', 'opened', 'answered', 'unsubscribed'] as const;
export const campaignTimelineEventSchema = z.enum(CAMPAIGN_TIMELINE_EVENTS);

/** One entry; the fields its kind does not use are null. */
export const timelineEntrySchema = z.object({
  id: z.string(),
  kind: timelineKindSchema,
  occurredAt: z.iso.datetime({ offset: true }),
  /** Who did it, when the reader may know (a VENDOR never learns a staff member's name). */
  actorName: z.string().nullable(),
  vacancy: z.object({ externalId: z.uuid(), title: z.string() }).nullable(),
  /** A status or background step's ends. */
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  /** A submission's vendor (null: sourced by staff). */
  vendorName: z.string().nullable(),
  campaign: z.object({ externalId: z.uuid(), name: z.string() }).nullable(),
  campaignEvent: campaignTimelineEventSchema.nullable(),
  action: auditActionSchema.nullable(),
  changes: z.array(auditChangeSchema),
  note: z.object({ externalId: z.uuid(), body: z.string(), visibility: noteVisibilitySchema }).nullable(),
});
export type TimelineEntry = z.output<typeof timelineEntrySchema>;

/** GET /api/candidates/{id}/timeline?page&size&kind=a,b: newest first. */
export const timelineQuerySchema = z.object({
  ...pageQuerySchema.shape,
  kind: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const kinds = value.split(',');
      const parsed = z.array(timelineKindSchema).safeParse(kinds);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: `kind must be among ${TIMELINE_KINDS.join(', ')}` });
        return z.NEVER;
      }
      return parsed.data;
    }),
});
export type TimelineQuery = z.output<typeof timelineQuerySchema>;

export const timelineResponseSchema = pagedResponseSchema(timelineEntrySchema);
