import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  maxCharacters,
  MESSAGES,
  roleSchema,
} from '../../core/index.js';
import { LOGIN_PASSWORD_MAX_LENGTH } from './login-rules.js';
import { secondFactorStateSchema } from './two-factor.js';

/** The rules of `loginFieldErrors` (login-rules.ts), which the web's login form applies without zod. */
export const loginBodySchema = z.strictObject({
  email: z
    .string()
    .trim()
    .min(1, MESSAGES.mandatoryField)
    .max(EMAIL_MAX_LENGTH, maxCharacters(EMAIL_MAX_LENGTH)),
  password: z
    .string()
    .min(1, MESSAGES.mandatoryField)
    .max(LOGIN_PASSWORD_MAX_LENGTH, maxCharacters(LOGIN_PASSWORD_MAX_LENGTH)),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const currentUserSchema = z.object({
  externalId: z.uuid(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  title: z.string().nullable(),
  /** The vendor of a VENDOR user (NAV-18/19: its name comes with /me), null for other roles. */
  vendor: z.object({ externalId: z.uuid(), name: z.string() }).nullable(),
  /**
   * Signed in with the published demo password on a real deployment: nothing but changing it (and
   * signing out) is allowed until it is changed.
   */
  passwordChangeRequired: z.boolean(),
  /** Where the session stands with the second factor (two-factor.ts): only `done` may use the app. */
  secondFactor: secondFactorStateSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Change password (AUTH-03..08). The common-password check runs on the server only. */
export const changePasswordBodySchema = z
  .strictObject({
    currentPassword: z
      .string()
      .min(1, MESSAGES.mandatoryField)
      .max(PASSWORD_MAX_LENGTH * 8),
    newPassword: z
      .string()
      .min(1, MESSAGES.mandatoryField)
      .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordPolicy)
      .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordPolicy),
    confirmPassword: z
      .string()
      .min(1, MESSAGES.mandatoryField)
      .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordPolicy)
      .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordPolicy),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });
