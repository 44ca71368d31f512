import { z } from 'zod';
import { mailStatusSchema } from './mail-status.js';
import {
  type QueryPairs,
  pageQuerySchema,
  pagedResponseSchema,
  sortOrderSchema,
  type Paged,
  plainText,
} from '../core/index.js';

export const MAIL_OUTBOX_SEARCH_MAX = 200;

/** The outbox is read newest first; created time is its one sort (backed by an index). */
export const MAIL_OUTBOX_SORT_COLUMNS = ['createdAt'] as const;
export const MAIL_OUTBOX_DEFAULT_SORT = { column: 'createdAt', order: 'desc' } as const;

/** `GET /api/settings/mail-outbox?page=&size=&column=&order=&search=&status=` (ADMIN). */
export const mailOutboxListQuerySchema = z.object({
  ...pageQuerySchema.shape,
  column: z.enum(MAIL_OUTBOX_SORT_COLUMNS).default(MAIL_OUTBOX_DEFAULT_SORT.column),
  order: sortOrderSchema.default(MAIL_OUTBOX_DEFAULT_SORT.order),
  /** Part of a recipient's address or of the subject, any case. */
  search: plainText().max(MAIL_OUTBOX_SEARCH_MAX).optional(),
  status: mailStatusSchema.optional(),
});
export type MailOutboxListQuery = z.output<typeof mailOutboxListQuerySchema>;

/** The list state as query pairs in a fixed order, for the URL and the API; empty filters left out. */
export function mailOutboxQueryToQueryPairs(query: MailOutboxListQuery): QueryPairs {
  const pairs: QueryPairs = [
    ['page', String(query.page)],
    ['size', String(query.size)],
    ['column', query.column],
    ['order', query.order],
  ];
  if (query.search) pairs.push(['search', query.search]);
  if (query.status) pairs.push(['status', query.status]);
  return pairs;
}

/** One message in the outbox list. */
export const mailOutboxRowSchema = z.object({
  externalId: z.uuid(),
  to: z.array(z.string()),
  subject: z.string(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  createdAt: z.string(),
  /** When the SMTP server accepted it (SENT) or it was kept in the outbox (KEPT); null otherwise. */
  sentAt: z.string().nullable(),
});
export type MailOutboxRow = z.output<typeof mailOutboxRowSchema>;

export const mailOutboxListResponseSchema = pagedResponseSchema(mailOutboxRowSchema);
export type MailOutboxListResponse = Paged<MailOutboxRow>;

/** `GET /api/settings/mail-outbox/{id}`: the whole message as it was (or will be) sent. */
export const mailMessageSchema = mailOutboxRowSchema.extend({
  from: z.string(),
  lastError: z.string().nullable(),
  /** The user whose action produced the message; null for the system or a deleted user. */
  createdBy: z.object({ externalId: z.uuid(), fullName: z.string() }).nullable(),
  html: z.string(),
  text: z.string(),
});
export type MailMessage = z.output<typeof mailMessageSchema>;
