import { renderMail } from '../../mail/index.js';

export const TWO_FACTOR_RESET_SUBJECT = 'Your Talent Desk two-factor sign-in was reset';

/** The notice to a user whose two-factor sign-in an ADMIN reset (lost phone, new phone). */
export function twoFactorResetNotice(firstName: string) {
  return {
    subject: TWO_FACTOR_RESET_SUBJECT,
    ...renderMail({
      title: TWO_FACTOR_RESET_SUBJECT,
      paragraphs: [
        `Hello ${firstName},`,
        'Your two-factor sign-in was reset by an administrator, and you were signed out. You set it up again at your next sign-in: have your authenticator app ready.',
        'If you did not ask for this, contact your Talent Desk administrator at once.',
      ],
      footer: 'This notice goes to every user whose two-factor sign-in is reset.',
    }),
  };
}
