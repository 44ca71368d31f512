import {
  EMAIL_MAX_LENGTH,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  maxCharacters,
} from '../../core/index.js';
import { USER_TOKEN_PURPOSES, type UserTokenPurpose } from '../users/user-token-purposes.js';

// The rules of the password pages (forgot password, set password) as plain code: the schemas of
// password-token.ts apply the same constants and messages (see the test), and the web's password pages
// check with these, without zod and a form library in their first load (as the sign-in page does).

/** An e-mailed link's single-use token: 43 base64url characters (32 random bytes). */
export const PASSWORD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const isPasswordToken = (token: string): boolean => PASSWORD_TOKEN_PATTERN.test(token);

export type ForgotPasswordInput = { email: string };
export type NewPasswordInput = { newPassword: string; confirmPassword: string };
export type NewPasswordField = keyof NewPasswordInput;

/** The forgot-password form's e-mail (what `forgotPasswordBodySchema` checks). */
export function forgotPasswordFieldErrors({ email }: ForgotPasswordInput): { email?: string } {
  const trimmed = email.trim();
  if (trimmed.length === 0) return { email: MESSAGES.mandatoryField };
  if (trimmed.length > EMAIL_MAX_LENGTH) return { email: maxCharacters(EMAIL_MAX_LENGTH) };
  return {};
}

function newPasswordError(password: string): string | undefined {
  if (password.length === 0) return MESSAGES.mandatoryField;
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return MESSAGES.passwordPolicy;
  }
  return undefined;
}

/**
 * A new password and its confirmation (AUTH-08 policy, then the match), as `setPasswordBodySchema`
 * checks them: the confirmation's own rule first, then the match.
 */
export function newPasswordFieldErrors(input: NewPasswordInput): Partial<Record<NewPasswordField, string>> {
  const errors: Partial<Record<NewPasswordField, string>> = {};
  const newPassword = newPasswordError(input.newPassword);
  const confirmPassword = newPasswordError(input.confirmPassword);
  if (newPassword) errors.newPassword = newPassword;
  if (confirmPassword) errors.confirmPassword = confirmPassword;
  if (!confirmPassword && input.newPassword !== input.confirmPassword) {
    errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  }
  return errors;
}

/** GET /api/auth/password-tokens/{token}: what the set-password page shows before the user types. */
export type PasswordTokenInfo = {
  purpose: UserTokenPurpose;
  firstName: string;
  email: string;
  expiresAt: string;
};

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';
const isPurpose = (value: unknown): value is UserTokenPurpose =>
  (USER_TOKEN_PURPOSES as readonly unknown[]).includes(value);

/** Reads a password link's answer, or null when it is not one (what `passwordTokenInfoSchema` accepts). */
export function readPasswordTokenInfo(body: unknown): PasswordTokenInfo | null {
  if (!isRecord(body)) return null;
  const { purpose, firstName, email, expiresAt } = body;
  if (!isPurpose(purpose) || !isText(firstName) || !isText(email) || !isText(expiresAt)) return null;
  return { purpose, firstName, email, expiresAt };
}

/** Reads a `{message}` answer, or null (what `messageResponseSchema` accepts). */
export function readMessageResponse(body: unknown): { message: string } | null {
  return isRecord(body) && isText(body.message) ? { message: body.message } : null;
}
