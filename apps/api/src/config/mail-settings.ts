import { z } from 'zod';

/** The sender when MAIL_FROM is not set: a display name and an address of a domain that never receives mail. */
export const DEFAULT_MAIL_FROM = 'Talent Desk <no-reply@talentdesk.test>';

/** `Name <address>` or a bare address; the name may not hold the characters that end or quote it. */
const NAMED_ADDRESS = /^([^<>"\r\n]*)<([^<>\s]+)>$/;
const addressSchema = z.email();

export type MailFromResult = { ok: true; value: string } | { ok: false; message: string };

/** Checks MAIL_FROM (`Talent Desk <no-reply@example.com>` or `no-reply@example.com`) and tidies its spaces. */
export function parseMailFrom(text: string): MailFromResult {
  const trimmed = text.trim();
  const named = NAMED_ADDRESS.exec(trimmed);
  const name = named?.[1]?.trim() ?? '';
  const address = named?.[2] ?? trimmed;
  if (!addressSchema.safeParse(address).success) {
    return { ok: false, message: 'expected an e-mail address, optionally as "Name <address>"' };
  }
  return { ok: true, value: name ? `${name} <${address}>` : address };
}

/** SMTP_URL: `smtp://` (STARTTLS when the server offers it) or `smtps://` (TLS from the start), with a host. */
export const smtpUrlSchema = z
  .url({ protocol: /^smtps?$/, hostname: z.regexes.hostname })
  .describe('smtp://user:pass@host:587 or smtps://user:pass@host:465');
