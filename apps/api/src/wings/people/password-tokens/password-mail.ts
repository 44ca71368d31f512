import { APP_NAME, GENERAL_TEMPLATE_LINK_VARIABLE, type UserTokenPurpose } from '@talent-desk/shared';
import { TOKEN_LIFETIME_HOURS } from '@talent-desk/shared';

/** The page that takes the token; the token travels in the fragment, so it never reaches a server log. */
export function passwordLink(origin: string, token: string): string {
  return `${origin}/set-password#token=${token}`;
}

export type PasswordMailRecipient = { firstName: string; lastName: string; email: string };

/**
 * The values of the invitation and reset templates' variables (GENERAL_EMAIL_TEMPLATE_VARIABLES) for
 * one recipient and link; the wording itself is the stored general template of the purpose.
 */
export function passwordMailValues(
  purpose: UserTokenPurpose,
  recipient: PasswordMailRecipient,
  url: string,
): Record<string, string> {
  const hours = TOKEN_LIFETIME_HOURS[purpose];
  return {
    'user.firstName': recipient.firstName,
    'user.lastName': recipient.lastName,
    'user.fullName': `${recipient.firstName} ${recipient.lastName}`,
    'user.email': recipient.email,
    [GENERAL_TEMPLATE_LINK_VARIABLE]: url,
    'action.expiresIn': `${hours} ${hours === 1 ? 'hour' : 'hours'}`,
    'app.name': APP_NAME,
  };
}
