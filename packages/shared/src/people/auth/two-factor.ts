import { z } from 'zod';
import { MESSAGES } from '../../core/index.js';
import { LOGIN_PASSWORD_MAX_LENGTH } from './login-rules.js';
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  SECOND_FACTOR_STATES,
  TWO_FACTOR_MESSAGES,
} from './two-factor-rules.js';

// TOTP two-factor sign-in's schemas; its constants, messages and states are in ./two-factor-rules.ts.
export * from './two-factor-rules.js';

export const secondFactorStateSchema = z.enum(SECOND_FACTOR_STATES);

/** A code as typed: 6 digits (spaces allowed, as apps show `123 456`) or a recovery code. */
export const secondFactorCodeSchema = z
  .string()
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .max(40, TWO_FACTOR_MESSAGES.codeFormat)
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .refine(
    (value) => /^\d{6}$/.test(value) || RECOVERY_CODE_PATTERN.test(value),
    TWO_FACTOR_MESSAGES.codeFormat,
  );

const passwordField = z
  .string()
  .min(1, MESSAGES.mandatoryField)
  .max(LOGIN_PASSWORD_MAX_LENGTH, MESSAGES.mandatoryField);

/** POST /api/auth/two-factor/verify: the second step of signing in. Answers CurrentUser. */
export const twoFactorVerifyBodySchema = z.strictObject({ code: secondFactorCodeSchema });
export type TwoFactorVerifyBody = z.input<typeof twoFactorVerifyBodySchema>;

/**
 * POST /api/auth/two-factor/setup: a new secret, pending until confirmed. In a session whose second
 * factor is `enrol` (just signed in with the password) nothing is asked; otherwise the password, and
 * when two-factor sign-in is already on (setting it up again) a current code as well.
 */
export const twoFactorSetupBodySchema = z.strictObject({
  password: passwordField.optional(),
  code: secondFactorCodeSchema.optional(),
});
export type TwoFactorSetupBody = z.input<typeof twoFactorSetupBodySchema>;

/** The pending secret, for the app: a QR code (SVG markup, made on the server) and the text to type. */
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** otpauth://totp/Talent%20Desk:{email}?secret=...&issuer=Talent%20Desk&period=30&digits=6 */
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code (the web shows it as an image). */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/auth/two-factor/enable: the pending secret confirmed by one of its codes. */
export const twoFactorEnableBodySchema = z.strictObject({ code: secondFactorCodeSchema });
export type TwoFactorEnableBody = z.input<typeof twoFactorEnableBodySchema>;

/** What enable and new recovery codes answer: the codes, shown once and never again. */
export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /api/auth/two-factor/disable and /recovery-codes: the password and a current code. */
export const twoFactorConfirmBodySchema = z.strictObject({
  password: passwordField,
  code: secondFactorCodeSchema,
});
export type TwoFactorConfirmBody = z.input<typeof twoFactorConfirmBodySchema>;

/** GET /api/auth/two-factor: the signed-in user's own state, for the Sign-in security page. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Whether the user's role must use it (the security settings): then it cannot be turned off. */
  required: z.boolean(),
  enabledAt: z.iso.datetime({ offset: true }).nullable(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/**
 * GET/PUT /api/settings/security (ADMIN): who must use two-factor sign-in. Staff (ADMIN and TAG): on in
 * a new installation, off in the demo data; VENDOR users: off by default.
 */
export const securitySettingsSchema = z.strictObject({
  requireTwoFactorForStaff: z.boolean(),
  requireTwoFactorForVendors: z.boolean(),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/** Whether a role must use two-factor sign-in under the settings. */
export function twoFactorRequiredFor(role: string, settings: SecuritySettings): boolean {
  if (role === 'VENDOR') return settings.requireTwoFactorForVendors;
  return settings.requireTwoFactorForStaff;
}
