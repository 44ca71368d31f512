import { describe, expect, it } from 'vitest';
import { readApiErrorBody } from './api-error-body.js';
import { apiErrorSchema } from './schemas/errors.js';

const bodies: unknown[] = [
  { status: 400, code: 'VALIDATION', message: 'Invalid', fields: [{ path: 'email', message: 'Bad' }] },
  { status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in', requestId: 'r-1', extra: true },
  { status: 400.5, code: 'X', message: 'y' },
  { status: '500', code: 'X', message: 'y' },
  { status: 500, code: 'X' },
  { status: 400, code: 'X', message: 'y', fields: [{ path: 'a' }] },
  { status: 400, code: 'X', message: 'y', fields: 'email' },
  { status: 400, code: 'X', message: 'y', requestId: 7 },
  null,
  'Bad Gateway',
  [],
];

describe('readApiErrorBody', () => {
  it.each(bodies)('[ERR-01] reads what apiErrorSchema accepts, as it reads it: %j', (body) => {
    const parsed = apiErrorSchema.safeParse(body);
    expect(readApiErrorBody(body)).toEqual(parsed.success ? parsed.data : null);
  });
});
