import {
  MESSAGES,
  type MailMessage,
  type MailOutboxListQuery,
  type MailOutboxListResponse,
  type MailOutboxRow,
} from '@talent-desk/shared';
import { AppError } from '../../../errors.js';
import { redactLinkTokens } from '../../../lib/link-token-redaction.js';
import { fetchPage } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import {
  countOutbox,
  findMailMessage,
  outboxPage,
  outboxWhere,
  type OutboxListDbRow,
} from './mail-outbox.repo.js';

export function toOutboxRow(row: OutboxListDbRow): MailOutboxRow {
  return {
    externalId: row.externalId,
    to: row.toAddresses,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** GET /api/settings/mail-outbox: one page of messages, newest first, by recipient/subject and status. */
export async function listOutbox(db: Queryable, query: MailOutboxListQuery): Promise<MailOutboxListResponse> {
  const where = outboxWhere(query);
  const page = await fetchPage(
    query,
    (window) => outboxPage(db, where, query.order, window),
    () => countOutbox(db, where),
  );
  return { ...page, content: page.content.map(toOutboxRow) };
}

/**
 * GET /api/settings/mail-outbox/{id}: the whole message, with its delivery state. Its links' tokens are
 * redacted unless the reader is the user it is for: an ADMIN reading someone's live reset or invitation
 * link could otherwise take over that account without a trace.
 */
export async function readOutboxMessage(
  db: Queryable,
  externalId: string,
  readerUserId: number,
): Promise<MailMessage> {
  const found = await findMailMessage(db, externalId);
  if (!found) throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
  const { message } = found;
  const shown = message.recipientUserId === readerUserId ? (body: string) => body : redactLinkTokens;
  return {
    ...toOutboxRow(message),
    from: message.fromAddress,
    lastError: message.lastError,
    createdBy:
      found.userExternalId && found.userFullName
        ? { externalId: found.userExternalId, fullName: found.userFullName }
        : null,
    html: shown(message.html),
    text: shown(message.text),
  };
}
