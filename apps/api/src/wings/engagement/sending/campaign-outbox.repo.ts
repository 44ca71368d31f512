import { sql } from 'drizzle-orm';
import { mailMessages } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';
import { searchTextOf } from '../../mail/index.js';
import type { CampaignMessage } from './campaign-mail.js';

/**
 * Without SMTP_URL a campaign e-mail is kept in the outbox like the app's other mail: a row an ADMIN
 * reads on the outbox page, KEPT at once (no delivery job: there is no server to deliver to).
 */
export async function keepInOutbox(db: Queryable, message: CampaignMessage): Promise<void> {
  const row = { toAddresses: [message.to], subject: message.subject };
  await db.insert(mailMessages).values({
    fromAddress: message.from,
    ...row,
    html: message.html,
    text: message.text,
    status: 'KEPT',
    sentAt: sql`now()`,
    createdByUserId: null,
    searchText: searchTextOf(row),
  });
}
