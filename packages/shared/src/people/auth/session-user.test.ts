import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { currentUserSchema } from './auth.js';
import { readSessionUser } from './session-user.js';

const sessionUserSchema = currentUserSchema.extend({ role: z.string() });
const user = {
  externalId: '0b7f5a4e-3c1d-4e2f-9a6b-1c2d3e4f5a6b',
  firstName: 'Ada',
  middleName: null,
  lastName: 'Lovelace',
  email: 'ada@example.com',
  role: 'ADMIN',
  title: null,
  vendor: null,
  passwordChangeRequired: false,
};
const bodies: unknown[] = [
  user,
  { ...user, role: 'AUDITOR', middleName: 'B', title: 'Recruiter', session: 'extra' },
  { ...user, role: 'VENDOR', vendor: { externalId: '00000000-0000-0000-0000-000000000000', name: 'Acme' } },
  { ...user, vendor: { externalId: 'acme', name: 'Acme' } },
  { ...user, vendor: undefined },
  { ...user, externalId: '0b7f5a4e-3c1d-0e2f-9a6b-1c2d3e4f5a6b' },
  { ...user, middleName: undefined },
  { ...user, role: 1 },
  { ...user, passwordChangeRequired: true },
  { ...user, passwordChangeRequired: undefined },
  null,
  'Please sign in',
];

describe('readSessionUser', () => {
  it.each(bodies)('[NAV-21] reads what currentUserSchema accepts, as it reads it: %j', (body) => {
    const parsed = sessionUserSchema.safeParse(body);
    expect(readSessionUser(body)).toEqual(parsed.success ? parsed.data : null);
  });
});
