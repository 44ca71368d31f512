import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import type { CampaignMessage } from './campaign-mail.js';
import { mimeOf, mimeTree, serializeTree } from './campaign-mime.js';

const LONG =
  'A line far longer than seventy-six characters, which quoted-printable must wrap softly. '.repeat(4);

function message(overrides: Partial<CampaignMessage> = {}): CampaignMessage {
  return {
    from: 'Talent Desk <talent@example.com>',
    envelopeFrom: 'talent@example.com',
    to: 'ana@example.net',
    subject: 'Open roles this week',
    html: '<p>Hello Ana,</p><p>New roles are open.</p>',
    text: 'Hello Ana,\n\nNew roles are open.',
    messageId: '<campaign.0f1e.1@example.com>',
    headers: {
      'List-Unsubscribe':
        '<https://talent.example/u/abc>, <mailto:talent@example.com?subject=unsubscribe%20abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...overrides,
  };
}

const CASES: [string, CampaignMessage][] = [
  ['plain ASCII (7bit parts)', message()],
  [
    'accents, an emoji and a quoted display name',
    message({
      from: '"Équipe, Talent" <talent@example.com>',
      subject: 'Rôles ouverts à Zürich 🚀 pour vous, Zoë',
      html: '<p>Bonjour Zoë,</p><p>Les rôles à São Paulo sont ouverts — 🚀</p>',
      text: 'Bonjour Zoë,\n\nLes rôles à São Paulo sont ouverts — 🚀',
    }),
  ],
  ['long lines and trailing whitespace', message({ html: `<p>${LONG}</p>   `, text: `${LONG}  \nend \t` })],
  ['a long non-ASCII subject', message({ subject: `Ünïcödé ${'ü'.repeat(120)}` })],
  [
    'mostly non-Latin text (base64 parts)',
    message({ html: `<p>${'日本語'.repeat(60)}</p>`, text: '日本語'.repeat(60) }),
  ],
];

/** What a mail client reads of a message: every header and each part's decoded content. */
async function asRead(raw: Buffer) {
  const parsed = await simpleParser(raw);
  return {
    headers: parsed.headerLines.map((line) => line.line.replace(/\r\n[ \t]+/g, ' ')),
    text: parsed.text,
    html: parsed.html,
  };
}

describe('campaign e-mails written in one synchronous pass (campaign-mime.ts)', () => {
  it.each(CASES)(
    '%s: read as the composer’s own stream is, lines within RFC 5322’s 78',
    async (_name, mail) => {
      const tree = mimeTree(mail);
      const streamed = await tree.build();
      const written = serializeTree(tree);
      expect(await asRead(written)).toEqual(await asRead(streamed));
      // The same structure, line for line, apart from where quoted-printable puts its soft breaks.
      const unwrapped = (raw: Buffer) => raw.toString().replace(/=\r\n/g, '');
      expect(unwrapped(written)).toBe(unwrapped(streamed));
      for (const line of written.toString().split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
    },
  );

  it('reads back as the message it was made from', async () => {
    const mail = CASES[1]?.[1] ?? message();
    const raw = mimeOf(mail);
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.text?.trim()).toBe(mail.text);
    expect(parsed.html).toBe(mail.html);
    expect(parsed.messageId).toBe(mail.messageId);
    expect(parsed.from?.value[0]).toMatchObject({ name: 'Équipe, Talent', address: 'talent@example.com' });
    expect(raw.toString()).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
    expect(parsed.headers.get('list')).toMatchObject({
      unsubscribe: {
        url: 'https://talent.example/u/abc',
        mail: 'talent@example.com?subject=unsubscribe%20abc',
      },
    });
  });
});
