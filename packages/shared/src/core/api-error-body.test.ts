import { describe, expect, it } from 'vitest';
import { readApiErrorBody } from './api-error-body.js';
import { API_ERROR_CODES, isApiErrorCode } from './error-codes.js';
import { apiErrorSchema } from './schemas/errors.js';

const bodies: unknown[] = [
  { status: 400, code: 'VALIDATION', message: 'Invalid', fields: [{ path: 'email', message: 'Bad' }] },
  { status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in', requestId: 'r-1', extra: true },
  { status: 400.5, code: 'BAD_REQUEST', message: 'y' },
  { status: '500', code: 'INTERNAL', message: 'y' },
  { status: 500, code: 'INTERNAL' },
  { status: 400, code: 'VALIDATION', message: 'y', fields: [{ path: 'a' }] },
  { status: 400, code: 'VALIDATION', message: 'y', fields: 'email' },
  { status: 400, code: 'BAD_REQUEST', message: 'y', requestId: 7 },
  null,
  'Bad Gateway',
  [],
];

describe('readApiErrorBody', () => {
  it.each(bodies)('[ERR-01] reads what apiErrorSchema accepts, as it reads it: %j', (body) => {
    const parsed = apiErrorSchema.safeParse(body);
    expect(readApiErrorBody(body)).toEqual(parsed.success ? parsed.data : null);
  });

  it('[ERR-01] the contract refuses a code outside the vocabulary; the web still reads its message', () => {
    const body = { status: 409, code: 'SOMETHING_NEW', message: 'Taken' };
    expect(apiErrorSchema.safeParse(body).success).toBe(false);
    expect(readApiErrorBody(body)).toEqual(body);
    expect(isApiErrorCode('SOMETHING_NEW')).toBe(false);
  });

  it('[ERR-01] every code of the vocabulary is accepted by the contract, and each is listed once', () => {
    for (const code of API_ERROR_CODES) {
      expect(apiErrorSchema.safeParse({ status: 400, code, message: 'm' }).success).toBe(true);
      expect(isApiErrorCode(code)).toBe(true);
    }
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
  });
});
