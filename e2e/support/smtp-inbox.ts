import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The folder where the e2e server's SMTP server writes each received message (playwright.config.ts). */
function inboxDir(): string {
  const dir = process.env.E2E_SMTP_INBOX;
  if (!dir) throw new Error('E2E_SMTP_INBOX is not set: run the browser tests through playwright.config.ts');
  return dir;
}

/** Every message the SMTP server has received so far, oldest first, parsed by mailparser. */
export async function receivedMail(): Promise<ParsedMail[]> {
  const files = readdirSync(inboxDir())
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((name) => simpleParser(readFileSync(join(inboxDir(), name)))));
}

const recipients = (mail: ParsedMail): string[] =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) =>
    to.value.map((address) => address.address?.toLowerCase() ?? ''),
  );

/**
 * The newest message to `email` whose subject is `subject`, once the app's mail worker has delivered it
 * to the SMTP server (the queue delivers within seconds).
 */
export async function waitForMail(email: string, subject: string | RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMail())
          .reverse()
          .find(
            (mail) =>
              recipients(mail).includes(email.toLowerCase()) &&
              (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject ?? '')),
          );
        return found !== undefined;
      },
      { message: `an e-mail '${String(subject)}' to ${email} at the SMTP server`, timeout: 30_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable: the poll passed');
  return found;
}
