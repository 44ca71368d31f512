import { EMAIL_MAX_LENGTH, MESSAGES, maxCharacters } from '../../core/index.js';

/** The longest password the sign-in accepts (longer ones are refused before hashing). */
export const LOGIN_PASSWORD_MAX_LENGTH = 1024;

export type LoginInput = { email: string; password: string };
export type LoginField = keyof LoginInput;

/**
 * The sign-in form's rules (AUTH-01), the ones `loginBodySchema` applies (see its test): the web's
 * login page checks its two fields with this, without zod and a form library in its first load.
 */
export function loginFieldErrors({ email, password }: LoginInput): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  const trimmed = email.trim();
  if (trimmed.length === 0) errors.email = MESSAGES.mandatoryField;
  else if (trimmed.length > EMAIL_MAX_LENGTH) errors.email = maxCharacters(EMAIL_MAX_LENGTH);
  if (password.length === 0) errors.password = MESSAGES.mandatoryField;
  else if (password.length > LOGIN_PASSWORD_MAX_LENGTH)
    errors.password = maxCharacters(LOGIN_PASSWORD_MAX_LENGTH);
  return errors;
}
