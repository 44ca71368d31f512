import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../core/index.js';
import { messageResponseSchema } from './auth.js';
import {
  forgotPasswordFieldErrors,
  isPasswordToken,
  newPasswordFieldErrors,
  readMessageResponse,
  readPasswordTokenInfo,
  type NewPasswordInput,
} from './password-link-rules.js';
import {
  forgotPasswordBodySchema,
  passwordTokenInfoSchema,
  passwordTokenSchema,
  setPasswordBodySchema,
} from './password-token.js';

const TOKEN = 'a'.repeat(43);

/** Each field's first message, as a schema reports it. */
function schemaErrors(parsed: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const ok = 'x'.repeat(PASSWORD_MIN_LENGTH);
const newPasswords: NewPasswordInput[] = [
  { newPassword: ok, confirmPassword: ok },
  { newPassword: '', confirmPassword: '' },
  { newPassword: ok, confirmPassword: `${ok}y` },
  { newPassword: 'short', confirmPassword: 'short' },
  { newPassword: 'short', confirmPassword: ok },
  { newPassword: '', confirmPassword: ok },
  { newPassword: 'x'.repeat(PASSWORD_MAX_LENGTH), confirmPassword: 'x'.repeat(PASSWORD_MAX_LENGTH) },
  { newPassword: 'x'.repeat(PASSWORD_MAX_LENGTH + 1), confirmPassword: ok },
];

describe('the password pages rules', () => {
  it.each(newPasswords)(
    '[AUTH-08] newPasswordFieldErrors finds what setPasswordBodySchema finds: %j',
    (body) => {
      const expected = schemaErrors(setPasswordBodySchema.safeParse({ token: TOKEN, ...body }));
      expect(newPasswordFieldErrors(body)).toEqual(expected);
    },
  );

  it.each([
    'ada@example.com',
    '',
    '   ',
    ` ${'a'.repeat(EMAIL_MAX_LENGTH)} `,
    'a'.repeat(EMAIL_MAX_LENGTH + 1),
  ])('forgotPasswordFieldErrors finds what forgotPasswordBodySchema finds: %j', (email) => {
    expect(forgotPasswordFieldErrors({ email })).toEqual(
      schemaErrors(forgotPasswordBodySchema.safeParse({ email })),
    );
  });

  it.each([TOKEN, 'A-_9'.repeat(10) + 'abc', 'a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}=`, ''])(
    'isPasswordToken accepts what passwordTokenSchema accepts: %j',
    (token) => {
      expect(isPasswordToken(token)).toBe(passwordTokenSchema.safeParse(token).success);
    },
  );

  const info = { purpose: 'INVITATION', firstName: 'Ada', email: 'ada@example.com', expiresAt: '2026-01-01' };
  it.each([
    info,
    { ...info, purpose: 'PASSWORD_RESET' },
    { ...info, purpose: 'OTHER' },
    { ...info, firstName: null },
    { ...info, expiresAt: undefined },
    null,
    'text',
  ])('readPasswordTokenInfo reads what passwordTokenInfoSchema accepts: %j', (body) => {
    const parsed = passwordTokenInfoSchema.safeParse(body);
    expect(readPasswordTokenInfo(body)).toEqual(parsed.success ? parsed.data : null);
  });

  it.each([{ message: 'Sent' }, { message: 3 }, {}, null, []])(
    'readMessageResponse reads what messageResponseSchema accepts: %j',
    (body) => {
      const parsed = messageResponseSchema.safeParse(body);
      expect(readMessageResponse(body)).toEqual(parsed.success ? parsed.data : null);
    },
  );
});
