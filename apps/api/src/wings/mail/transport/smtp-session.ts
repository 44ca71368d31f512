import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { parseConnectionUrl } from 'nodemailer/lib/shared';

/** The same bounds as the outbox's transport (smtp-transport.ts): a silent server fails the attempt. */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/** One open, authenticated SMTP connection, reused for message after message. */
export type SmtpSession = {
  connection: SMTPConnection;
  /** False once the server or the network ended it (the next message needs a new session). */
  alive: () => boolean;
};

/**
 * Opens a connection to SMTP_URL (STARTTLS when an smtp:// server offers it, TLS from the start for
 * smtps://) and signs in with the URL's credentials. nodemailer reports a failed connection as an
 * 'error' event, not through connect()'s callback, so both are listened to here.
 */
export function openSmtpSession(smtpUrl: string): Promise<SmtpSession> {
  const { auth, ...options } = parseConnectionUrl(smtpUrl);
  const connection = new SMTPConnection({ ...options, ...TIMEOUTS });
  let alive = true;
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      alive = false;
      if (settled) return;
      settled = true;
      connection.close();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    // Listeners stay for the session's life: an 'error' event without one would end the process.
    connection.on('error', fail);
    connection.on('end', () => fail(new Error('SMTP connection closed')));
    connection.connect((connectError) => {
      if (connectError) return fail(connectError);
      const ready = () => {
        if (settled) return;
        settled = true;
        resolve({ connection, alive: () => alive && !connection.destroyed });
      };
      if (!auth?.user) return ready();
      connection.login({ user: auth.user, pass: auth.pass ?? '' }, (loginError) =>
        loginError ? fail(loginError) : ready(),
      );
    });
  });
}
