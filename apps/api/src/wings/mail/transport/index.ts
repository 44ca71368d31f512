import type { Config } from '../../../config/index.js';
import { outboxOnlyTransport, type MailTransport } from './mail-transport.js';
import { smtpTransport } from './smtp-transport.js';

export type { DeliveryOutcome, MailTransport, OutgoingMail } from './mail-transport.js';

/** SMTP_URL set: a real SMTP server; unset: messages stay in the outbox (README, Settings). */
export function mailTransportFor(config: Pick<Config, 'smtpUrl'>): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : outboxOnlyTransport;
}
