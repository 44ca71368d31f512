import { mailMessages } from '../../../db/schema/index.js';
import type { TestApp } from '../../../test/test-app.js';

let n = 0;

/** A valid user body (VEND-18) with a unique e-mail; a VENDOR of `vendorExternalId` unless overridden. */
export function userBody(vendorExternalId: string | null, overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    firstName: 'Meera',
    middleName: '',
    lastName: `Nair ${n}`,
    email: `Meera.Nair${n}.${Date.now()}@Lotus.example`,
    telephone: '98765 43210',
    address: '12 MG Road, Bengaluru',
    country: 'India',
    role: 'VENDOR',
    vendorExternalId,
    password: '',
    ...overrides,
  };
}

/** The messages the outbox holds for an address, oldest first. */
export async function mailsTo(t: TestApp, address: string) {
  const rows = await t.db.select().from(mailMessages).orderBy(mailMessages.id);
  return rows.filter((row) => row.toAddresses.includes(address.toLowerCase()));
}

/** The token of the password link in a message's text (the link carries it in the fragment). */
export function linkToken(text: string): string {
  const match = /\/set-password#token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`no password link in: ${text}`);
  return match[1];
}

export async function outboxCount(t: TestApp): Promise<number> {
  return (await t.db.select({ id: mailMessages.id }).from(mailMessages)).length;
}
