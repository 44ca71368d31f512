import MailComposer from 'nodemailer/lib/mail-composer';
import type { CampaignMessage } from './campaign-mail.js';

/**
 * The message as it goes on the wire (RFC 5322 MIME: multipart/alternative with the text and HTML
 * parts), built by nodemailer's composer so that encoding and header folding are the same as for the
 * app's other mail.
 */
export function mimeOf(message: CampaignMessage): Promise<Buffer> {
  return new MailComposer({
    from: message.from,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    messageId: message.messageId,
    headers: message.headers,
  })
    .compile()
    .build();
}
