import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { MAIL_STATUSES } from '@talent-desk/shared';
import { externalId } from './columns.js';
import { users } from './users.js';

export const mailStatusEnum = pgEnum('mail_status', MAIL_STATUSES);

/**
 * The outbox: every outgoing message, written in the transaction of the change that causes it (a
 * rolled-back change sends nothing), then delivered by the mail job (wings/mail/delivery/mail-worker.ts), which records
 * the outcome here. Content never changes after the insert.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    externalId: externalId(),
    fromAddress: text('from_address').notNull(),
    toAddresses: text('to_addresses').array().notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: mailStatusEnum('status').notNull().default('QUEUED'),
    /** Delivery attempts started so far (counted before each try, so a crash mid-send counts too). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Who caused the message; null for the system (or a user deleted since). */
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The user the message is for (invitation, password reset, test e-mail); only they see its links
     * with tokens unredacted in the outbox. Null for campaign and other mail.
     */
    recipientUserId: integer('recipient_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lower-cased recipients and subject, written with the row: the outbox search runs on its trigrams. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the SMTP server accepted it, or when it was kept in the outbox without a server. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_messages_created_idx').on(t.createdAt, t.id),
    index('mail_messages_status_created_idx').on(t.status, t.createdAt, t.id),
    index('mail_messages_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
