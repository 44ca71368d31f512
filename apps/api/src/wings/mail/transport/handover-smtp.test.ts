import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handOverSmtp, type HandOverMail } from './handover-smtp.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.js';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

const mail = (to: string, subject = `Hello ${to}`): HandOverMail => ({
  from: 'no-reply@talentdesk.test',
  to,
  raw: Buffer.from(
    `From: no-reply@talentdesk.test\r\nTo: ${to}\r\nSubject: ${subject}\r\nMessage-ID: <${to}@talentdesk.test>\r\n\r\nHello.\r\n.leading dot\r\n`,
  ),
});
const receivedBy = (to: string) => smtp.received.filter((r) => r.envelopeTo.includes(to));

describe('campaign SMTP with a hand-over before the final dot', () => {
  it('the hand-over runs once the server holds the body, before it accepts; then the message arrives', async () => {
    const client = handOverSmtp(smtp.url, 2);
    const seenBefore: number[] = [];
    try {
      const outcome = await client.send(mail('ada@example.test'), async () => {
        seenBefore.push(receivedBy('ada@example.test').length);
        return true;
      });
      expect(outcome).toEqual({ kind: 'accepted' });
    } finally {
      client.close();
    }
    expect(seenBefore).toEqual([0]);
    expect(receivedBy('ada@example.test')).toHaveLength(1);
    expect(receivedBy('ada@example.test')[0]?.mail.text).toContain('.leading dot');
  });

  it('a hand-over that answers false (or fails) withholds the message: the server never gets the final dot', async () => {
    const client = handOverSmtp(smtp.url, 1);
    try {
      expect(await client.send(mail('withheld@example.test'), async () => false)).toEqual({
        kind: 'withheld',
      });
      expect(
        await client.send(mail('withheld@example.test'), () => Promise.reject(new Error('database away'))),
      ).toEqual({ kind: 'withheld' });
      // The lane goes on with a new connection.
      expect(await client.send(mail('after@example.test'), async () => true)).toEqual({ kind: 'accepted' });
    } finally {
      client.close();
    }
    expect(receivedBy('withheld@example.test')).toHaveLength(0);
    expect(receivedBy('after@example.test')).toHaveLength(1);
  });

  it('a refused recipient fails before any hand-over: 5xx permanent, 4xx transient', async () => {
    const client = handOverSmtp(smtp.url, 1);
    let handOvers = 0;
    const count = async () => {
      handOvers += 1;
      return true;
    };
    try {
      expect(await client.send(mail('reject-me@example.test'), count)).toMatchObject({
        kind: 'failed',
        permanent: true,
        handedOver: false,
        error: expect.stringContaining('550'),
      });
      expect(await client.send(mail('tempfail@example.test'), count)).toMatchObject({
        kind: 'failed',
        permanent: false,
        handedOver: false,
      });
    } finally {
      client.close();
    }
    expect(handOvers).toBe(0);
  });

  it('wrong credentials or no server are transient failures before any hand-over', async () => {
    const client = handOverSmtp(`smtp://mailer:wrong@127.0.0.1:${smtp.port}`, 1);
    try {
      expect(await client.send(mail('ada@example.test'), async () => true)).toMatchObject({
        kind: 'failed',
        permanent: false,
        handedOver: false,
      });
    } finally {
      client.close();
    }
  });

  it('connections are reused: many messages over two lanes, in parallel', async () => {
    const client = handOverSmtp(smtp.url, 2);
    try {
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, i) => client.send(mail(`bulk-${i}@example.test`), async () => true)),
      );
      expect(outcomes.every((o) => o.kind === 'accepted')).toBe(true);
    } finally {
      client.close();
    }
    for (let i = 0; i < 20; i++) expect(receivedBy(`bulk-${i}@example.test`)).toHaveLength(1);
  });
});
