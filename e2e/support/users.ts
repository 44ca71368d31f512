import { expect, type APIRequestContext } from '@playwright/test';
import { signInAsAdmin } from './password-links.js';

type UserRow = { externalId: string; fullName: string; email: string; role: string; status: string };

/** The users the list finds for a search, as the demo ADMIN. */
export async function findUsers(request: APIRequestContext, query: string): Promise<UserRow[]> {
  await signInAsAdmin(request);
  const answer = await request.get(`/api/users?size=100&${query}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { content: UserRow[] }).content;
}
