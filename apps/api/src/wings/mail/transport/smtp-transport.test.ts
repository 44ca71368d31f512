import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from './mail-transport.js';
import { smtpTransport } from './smtp-transport.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.js';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

const mail = (to: string): OutgoingMail => ({
  from: 'Talent Desk <no-reply@talentdesk.test>',
  to: [to],
  subject: 'Interview on Tuesday — 10:00',
  html: '<p>Hello <strong>Maria</strong>, see you on Tuesday.</p>',
  text: 'Hello Maria, see you on Tuesday.',
  messageId: '<0a1b2c3d@talentdesk.test>',
});

/** A port on 127.0.0.1 where nothing listens (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('SMTP delivery (nodemailer pooled transport against a real SMTP server)', () => {
  it('delivers with the credentials of SMTP_URL: recipients, subject, HTML, text, From and Message-ID arrive as given', async () => {
    const transport = smtpTransport(smtp.url);
    try {
      expect(await transport.deliver(mail('maria@example.test'))).toEqual({ kind: 'sent' });
    } finally {
      transport.close();
    }
    const got = smtp.received.find((r) => r.envelopeTo.includes('maria@example.test'));
    expect(got?.mail.subject).toBe('Interview on Tuesday — 10:00');
    expect(got?.mail.from?.value).toEqual([{ name: 'Talent Desk', address: 'no-reply@talentdesk.test' }]);
    expect(got?.mail.messageId).toBe('<0a1b2c3d@talentdesk.test>');
    expect(got?.mail.html).toContain('<p>Hello <strong>Maria</strong>, see you on Tuesday.</p>');
    expect(got?.mail.text?.trim()).toBe('Hello Maria, see you on Tuesday.');
  });

  it('a 5xx answer is a permanent failure carrying the server text; a 4xx answer a transient one', async () => {
    const transport = smtpTransport(smtp.url);
    try {
      expect(await transport.deliver(mail('reject-me@example.test'))).toEqual({
        kind: 'failed',
        permanent: true,
        error: expect.stringContaining('550 5.1.1 No such user here'),
      });
      expect(await transport.deliver(mail('tempfail@example.test'))).toEqual({
        kind: 'failed',
        permanent: false,
        error: expect.stringContaining('451 4.3.0 Mailbox busy'),
      });
    } finally {
      transport.close();
    }
  });

  it('wrong credentials (535) are a transient failure: a corrected setting lets a retry succeed', async () => {
    const transport = smtpTransport(`smtp://mailer:wrong@127.0.0.1:${smtp.port}`);
    try {
      expect(await transport.deliver(mail('maria@example.test'))).toMatchObject({
        kind: 'failed',
        permanent: false,
      });
    } finally {
      transport.close();
    }
  });

  it('a server that cannot be reached is a transient failure', async () => {
    const transport = smtpTransport(`smtp://127.0.0.1:${await closedPort()}`);
    try {
      expect(await transport.deliver(mail('maria@example.test'))).toMatchObject({
        kind: 'failed',
        permanent: false,
        error: expect.stringContaining('ECONNREFUSED'),
      });
    } finally {
      transport.close();
    }
  });
});
