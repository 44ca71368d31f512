import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './demo.js';
import { waitForMail } from './smtp-inbox.js';
import { RUN_DIGITS, RUN_LETTERS } from './unique.js';

export const PASSWORD_MAIL_SUBJECTS = {
  invitation: 'Your Talent Desk account: choose a password',
  reset: 'Reset your Talent Desk password',
} as const;

/** Signs the API context in as the demo ADMIN (its own cookie jar, not the page's). */
export async function signInAsAdmin(api: APIRequestContext): Promise<void> {
  const response = await api.post('/api/auth/login', {
    data: { email: DEMO.admin.email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
}

export type FreshUser = { firstName: string; email: string };

/**
 * A TAG user nobody else uses, created by the signed-in ADMIN of `api`: it gets an invitation e-mail.
 * `label` keeps users of different tests apart (letters only, as names want).
 */
export async function createFreshTagUser(api: APIRequestContext, label: string): Promise<FreshUser> {
  const user = {
    firstName: label.charAt(0).toUpperCase() + label.slice(1),
    lastName: `Link ${RUN_LETTERS}`,
    email: `${label}.${RUN_DIGITS}@links.talentdesk.test`,
  };
  const response = await api.post('/api/users', {
    data: { ...user, country: 'USA', role: 'TAG', vendorExternalId: null, password: '' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { firstName: user.firstName, email: user.email };
}

/**
 * The path of the newest e-mailed password link (`/set-password#token=...`) to `email` with `subject`,
 * read from the message as the e2e server's SMTP server received it.
 */
export async function readPasswordLink(email: string, subject: string): Promise<string> {
  const mail = await waitForMail(email, subject);
  const match = /\/set-password#token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '');
  if (!match) throw new Error(`no password link in the e-mail to ${email}`);
  return match[0];
}

/** Uses a link without the browser: sets `password` through the API. */
export async function setPasswordThroughApi(api: APIRequestContext, link: string, password: string) {
  const token = link.split('#token=')[1];
  const response = await api.post('/api/auth/set-password', {
    data: { token, newPassword: password, confirmPassword: password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A fresh TAG user (createFreshTagUser) who has already set `password` through the invitation e-mail's
 * link: ready to sign in.
 */
export async function createTagUserWithPassword(
  api: APIRequestContext,
  label: string,
  password: string,
): Promise<FreshUser> {
  const user = await createFreshTagUser(api, label);
  await setPasswordThroughApi(
    api,
    await readPasswordLink(user.email, PASSWORD_MAIL_SUBJECTS.invitation),
    password,
  );
  return user;
}
