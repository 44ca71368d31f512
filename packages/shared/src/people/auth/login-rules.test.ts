import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH } from '../../core/index.js';
import { LOGIN_PASSWORD_MAX_LENGTH, loginFieldErrors, type LoginInput } from './login-rules.js';
import { loginBodySchema } from './auth.js';

const samples: LoginInput[] = [
  { email: 'ada@example.com', password: 'secret' },
  { email: '', password: '' },
  { email: '   ', password: 'x' },
  { email: ` ${'a'.repeat(EMAIL_MAX_LENGTH)} `, password: 'x'.repeat(LOGIN_PASSWORD_MAX_LENGTH) },
  { email: 'a'.repeat(EMAIL_MAX_LENGTH + 1), password: 'x'.repeat(LOGIN_PASSWORD_MAX_LENGTH + 1) },
  { email: 'not-an-address', password: ' ' },
];

/** Each field's first message, as the schema reports it. */
function schemaErrors(body: LoginInput): Partial<Record<keyof LoginInput, string>> {
  const parsed = loginBodySchema.safeParse(body);
  const errors: Partial<Record<keyof LoginInput, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof LoginInput;
    errors[field] ??= issue.message;
  }
  return errors;
}

describe('loginFieldErrors', () => {
  it.each(samples)('[AUTH-01] finds what loginBodySchema finds: %j', (body) => {
    expect(loginFieldErrors(body)).toEqual(schemaErrors(body));
  });
});
