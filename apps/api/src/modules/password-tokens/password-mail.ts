import type { UserTokenPurpose } from '@talent-desk/shared';
import { TOKEN_LIFETIME_HOURS } from '@talent-desk/shared';
import { renderMail } from '../mail-outbox/mail-layout.js';

/** The page that takes the token; the token travels in the fragment, so it never reaches a server log. */
export function passwordLink(origin: string, token: string): string {
  return `${origin}/set-password#token=${token}`;
}

export const PASSWORD_MAIL_SUBJECTS = {
  INVITATION: 'Your Talent Desk account: choose a password',
  PASSWORD_RESET: 'Reset your Talent Desk password',
} as const satisfies Record<UserTokenPurpose, string>;

/** The invitation or reset message with its single-use link. */
export function passwordMail(
  purpose: UserTokenPurpose,
  firstName: string,
  url: string,
): { subject: string; html: string; text: string } {
  const hours = TOKEN_LIFETIME_HOURS[purpose];
  const subject = PASSWORD_MAIL_SUBJECTS[purpose];
  const paragraphs =
    purpose === 'INVITATION'
      ? [
          `Hello ${firstName},`,
          'An account was created for you on Talent Desk. Choose a password to sign in.',
          `The link works once, for ${hours} hours.`,
        ]
      : [
          `Hello ${firstName},`,
          'Someone, probably you, asked to reset your Talent Desk password.',
          `The link works once, for ${hours} hour. If you did not ask, ignore this e-mail: your password stays as it is.`,
        ];
  return {
    subject,
    ...renderMail({
      title: subject,
      paragraphs,
      action: { label: 'Choose a password', url },
      footer: 'Talent Desk',
    }),
  };
}
