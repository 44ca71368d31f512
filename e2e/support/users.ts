import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './demo.js';

type UserRow = { externalId: string; fullName: string; email: string; role: string; status: string };

/** Signs the request context in as the demo ADMIN (for set-up and read-back through the API). */
export async function asAdmin(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/auth/login', {
    data: { email: DEMO.admin.email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
}

/** The users the list finds for a search, as the demo ADMIN. */
export async function findUsers(request: APIRequestContext, query: string): Promise<UserRow[]> {
  await asAdmin(request);
  const answer = await request.get(`/api/users?size=100&${query}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { content: UserRow[] }).content;
}

/** The text of the newest outbox message to `address`, read as the demo ADMIN. */
export async function latestMailTo(request: APIRequestContext, address: string): Promise<string> {
  await asAdmin(request);
  const list = await request.get(`/api/settings/mail-outbox?search=${encodeURIComponent(address)}`);
  const { content } = (await list.json()) as { content: { externalId: string }[] };
  const newest = content[0];
  if (!newest) throw new Error(`no message to ${address}`);
  const message = await request.get(`/api/settings/mail-outbox/${newest.externalId}`);
  return ((await message.json()) as { text: string }).text;
}
