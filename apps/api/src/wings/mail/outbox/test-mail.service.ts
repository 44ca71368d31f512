import { MESSAGES, type MailOutboxRow } from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../../lib/actor.js';
import { toOutboxRow } from './mail-outbox.service.js';
import { findUserContact } from './mail-outbox.repo.js';
import type { Mailer } from '../delivery/mailer.js';
import { testMailContent } from './test-mail-content.js';

/**
 * POST /api/settings/mail-outbox/test: a test message to the signed-in admin, through the outbox and
 * the queue like any other message. Answers once it is queued; the worker delivers it after the commit.
 */
export async function sendTestMail(db: Db, mailer: Mailer, actor: Actor): Promise<MailOutboxRow> {
  const contact = await findUserContact(db, actor.userId);
  if (!contact) throw new AppError(401, 'UNAUTHENTICATED', MESSAGES.sessionRequired);
  const row = await db.transaction((tx) =>
    mailer.queue(tx, {
      to: [contact.email],
      ...testMailContent(contact.firstName),
      createdByUserId: actor.userId,
      recipientUserId: actor.userId,
    }),
  );
  mailer.wake();
  return toOutboxRow(row);
}
