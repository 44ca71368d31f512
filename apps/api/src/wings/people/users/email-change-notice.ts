import { renderMail } from '../../mail/index.js';

export const EMAIL_CHANGE_NOTICE_SUBJECT = 'Your Talent Desk e-mail address was changed';

/**
 * The notice to a user's OLD address when their e-mail changes: if someone changed it to take the
 * account over, the owner hears of it where they still read mail.
 */
export function emailChangeNotice(firstName: string, newEmail: string) {
  return {
    subject: EMAIL_CHANGE_NOTICE_SUBJECT,
    ...renderMail({
      title: EMAIL_CHANGE_NOTICE_SUBJECT,
      paragraphs: [
        `Hello ${firstName},`,
        `The e-mail address of your Talent Desk account was changed to ${newEmail}. You were signed out, and any open invitation or password reset link no longer works.`,
        'If you did not expect this change, contact your Talent Desk administrator at once.',
      ],
      footer: 'This notice goes to the address the account had before the change.',
    }),
  };
}
