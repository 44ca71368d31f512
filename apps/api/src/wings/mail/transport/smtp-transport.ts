import { createTransport } from 'nodemailer';
import type { MailTransport } from './mail-transport.js';
import { smtpFailure } from './smtp-errors.js';

/**
 * Bounds on every step, so that a silent server fails an attempt (to be retried) well within the job's
 * expiry instead of holding the worker: nodemailer's own socket timeout is 10 minutes.
 */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/**
 * Delivery through SMTP_URL with a pooled nodemailer transport: connections are reused between messages
 * and closed after a while idle. STARTTLS is used when an smtp:// server offers it; smtps:// is TLS from
 * the start.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = createTransport({ url: smtpUrl, pool: true, maxConnections: 2, ...TIMEOUTS });
  return {
    kind: 'smtp',
    deliver: async (mail) => {
      try {
        await transporter.sendMail({
          from: mail.from,
          to: [...mail.to],
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId: mail.messageId,
        });
        return { kind: 'sent' };
      } catch (error) {
        return { kind: 'failed', ...smtpFailure(error) };
      }
    },
    close: () => transporter.close(),
  };
}
