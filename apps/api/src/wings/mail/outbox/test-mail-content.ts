import { renderMail } from '../rendering/mail-layout.js';

export const TEST_MAIL_SUBJECT = 'Talent Desk test e-mail';

/** The message of 'Send test e-mail': says who asked for it and that outgoing mail works. */
export function testMailContent(firstName: string): { subject: string; html: string; text: string } {
  return {
    subject: TEST_MAIL_SUBJECT,
    ...renderMail({
      title: TEST_MAIL_SUBJECT,
      paragraphs: [
        `Hello ${firstName},`,
        'This is a test message from Talent Desk. If you are reading it, outgoing mail works.',
      ],
      footer: 'You asked for it with Send test e-mail on the Mail outbox page.',
    }),
  };
}
