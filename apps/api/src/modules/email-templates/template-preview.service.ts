import {
  fillPlaceholders,
  MESSAGES,
  SAMPLE_VARIABLE_VALUES,
  type EmailTemplateDraft,
  type RenderedEmail,
} from '@talent-desk/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../../lib/actor.js';
import { findUserContact } from '../mail-outbox/mail-outbox.repo.js';
import { escapeHtml } from '../mail-outbox/mail-layout.js';
import type { Mailer } from '../mail-outbox/mailer.js';
import { plainTextOf, sanitizeBody } from './sanitize-body.js';

/** A draft as its recipient reads it: sanitised, the sample candidate's values filled in, HTML-escaped. */
export function renderDraft(draft: EmailTemplateDraft): RenderedEmail {
  const html = fillPlaceholders(sanitizeBody(draft.body), SAMPLE_VARIABLE_VALUES, escapeHtml);
  return {
    subject: fillPlaceholders(draft.subject, SAMPLE_VARIABLE_VALUES),
    html,
    text: plainTextOf(html),
  };
}

/** 'Send test e-mail': the rendered draft to the signed-in user, through the outbox and the queue. */
export async function sendTestEmail(db: Db, mailer: Mailer, actor: Actor, draft: EmailTemplateDraft) {
  const contact = await findUserContact(db, actor.userId);
  if (!contact) throw new AppError(401, 'UNAUTHENTICATED', MESSAGES.sessionRequired);
  const rendered = renderDraft(draft);
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
