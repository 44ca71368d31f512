import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  MESSAGES,
  maxCharacters,
} from '../../core/index.js';
import { USER_TOKEN_PURPOSES } from '../users/user-token-purposes.js';
import { PASSWORD_TOKEN_MESSAGES } from './messages-password-token.js';
import { PASSWORD_TOKEN_PATTERN, type PasswordTokenInfo } from './password-link-rules.js';

// The web's password pages check with the plain rules of password-link-rules.ts (see its test).

/** The single-use token of an e-mailed link: 43 base64url characters (32 random bytes). */
export const passwordTokenSchema = z
  .string()
  .regex(PASSWORD_TOKEN_PATTERN, PASSWORD_TOKEN_MESSAGES.linkInvalid);

/** GET /api/auth/password-tokens/{token}: what the set-password page shows before the user types. */
export const passwordTokenInfoSchema = z.object({
  purpose: z.enum(USER_TOKEN_PURPOSES),
  firstName: z.string(),
  email: z.string(),
  expiresAt: z.string(),
}) satisfies z.ZodType<PasswordTokenInfo>;

const newPassword = z
  .string()
  .min(1, MESSAGES.mandatoryField)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordPolicy)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordPolicy);

/** POST /api/auth/set-password: the invitation's first password or a reset one (AUTH-08 policy). */
export const setPasswordBodySchema = z
  .strictObject({ token: passwordTokenSchema, newPassword, confirmPassword: newPassword })
  .refine((body) => body.newPassword === body.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
  });
export type SetPasswordBody = z.infer<typeof setPasswordBodySchema>;

/** POST /api/auth/forgot-password: always the same answer, whether or not the address is known. */
export const forgotPasswordBodySchema = z.strictObject({
  email: z
    .string()
    .trim()
    .min(1, MESSAGES.mandatoryField)
    .max(EMAIL_MAX_LENGTH, maxCharacters(EMAIL_MAX_LENGTH)),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;
