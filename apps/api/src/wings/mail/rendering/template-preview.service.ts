import {
  MESSAGES,
  SAMPLE_VARIABLE_VALUES,
  type EmailTemplateDraft,
  type RenderedEmail,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../../lib/actor.js';
import { findUserContact } from '../outbox/mail-outbox.repo.js';
import type { Mailer } from '../delivery/mailer.js';
import { renderTemplate } from './render-template.js';

/** A draft as its recipient reads it: sanitised, the sample candidate's values filled in, HTML-escaped. */
export function renderDraft(draft: EmailTemplateDraft): RenderedEmail {
  return renderTemplate(draft, SAMPLE_VARIABLE_VALUES);
}

/**
 * 'Send test e-mail': a rendered draft (campaign or general template) to the signed-in user, through the
 * outbox and the queue.
 */
export async function sendTestEmail(db: Db, mailer: Mailer, actor: Actor, rendered: RenderedEmail) {
  const contact = await findUserContact(db, actor.userId);
  if (!contact) throw new AppError(401, 'UNAUTHENTICATED', MESSAGES.sessionRequired);
  await db.transaction((tx) =>
    mailer.queue(tx, {
      to: [contact.email],
      subject: `[Test] ${rendered.subject || '(no subject)'}`,
      html: rendered.html,
      text: rendered.text,
      createdByUserId: actor.userId,
    }),
  );
  mailer.wake();
  return { message: `A test e-mail is on its way to ${contact.email}.` };
}
