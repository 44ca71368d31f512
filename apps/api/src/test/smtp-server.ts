import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

export type ReceivedMail = { envelopeTo: string[]; mail: ParsedMail };

/** The credentials the test server requires (so SMTP_URL's user and password are checked too). */
export const TEST_SMTP_USER = 'mailer';
export const TEST_SMTP_PASSWORD = 's3cret pass';

/** An SMTP reply error as smtp-server sends it: the code and text go on the wire. */
function smtpError(responseCode: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode });
}

/**
 * A real SMTP server on 127.0.0.1:<free port> for the tests (smtp-server + mailparser), requiring
 * AUTH. The recipient's local part picks the behaviour:
 * - `tempfail-once...`: the first attempt for that address is answered 451, later ones accepted;
 * - `tempfail...`: always 451; `reject...`: always 550; anything else is accepted and kept in `received`.
 */
export async function startTestSmtpServer() {
  const received: ReceivedMail[] = [];
  const refusedOnce = new Set<string>();
  let rcptAttempts = 0;

  const verdict = (address: SMTPServerAddress): Error | null => {
    const local = address.address.split('@')[0] ?? '';
    if (local.startsWith('tempfail-once')) {
      if (refusedOnce.has(address.address)) return null;
      refusedOnce.add(address.address);
      return smtpError(451, '4.3.0 Mailbox busy, try again later');
    }
    if (local.startsWith('tempfail')) return smtpError(451, '4.3.0 Mailbox busy, try again later');
    if (local.startsWith('reject')) return smtpError(550, '5.1.1 No such user here');
    return null;
  };

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => {
      if (auth.username === TEST_SMTP_USER && auth.password === TEST_SMTP_PASSWORD) {
        callback(null, { user: auth.username });
      } else callback(smtpError(535, '5.7.8 Authentication failed'));
    },
    onRcptTo: (address, _session, callback) => {
      rcptAttempts += 1;
      callback(verdict(address));
    },
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const credentials = `${TEST_SMTP_USER}:${encodeURIComponent(TEST_SMTP_PASSWORD)}`;

  return {
    port,
    url: `smtp://${credentials}@127.0.0.1:${port}`,
    received,
    /** RCPT TO commands seen (refused ones included): one per attempt of a one-recipient message. */
    rcptAttempts: () => rcptAttempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;
