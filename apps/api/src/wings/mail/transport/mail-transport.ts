/** A composed message as it goes on the wire. */
export type OutgoingMail = {
  from: string;
  to: readonly string[];
  subject: string;
  html: string;
  text: string;
  /**
   * The Message-ID header, the same on every attempt: a receiver that gets a message twice (a retry
   * after a crash between the server's acceptance and our record of it) can tell it is one message.
   */
  messageId: string;
};

export type DeliveryOutcome =
  /** The SMTP server accepted the message. */
  | { kind: 'sent' }
  /** No SMTP server is configured: the message stays in the outbox only. */
  | { kind: 'kept' }
  /** Refused or not reached; `permanent` when trying again cannot help (an SMTP 5xx answer). */
  | { kind: 'failed'; permanent: boolean; error: string };

/** Where the mail job hands messages: an SMTP server (SMTP_URL) or nowhere (outbox only). */
export type MailTransport = {
  readonly kind: 'smtp' | 'outbox';
  deliver: (mail: OutgoingMail) => Promise<DeliveryOutcome>;
  /** Closes pooled connections; the app calls it on close. */
  close: () => void;
};

/** Without SMTP_URL: every message is kept in the outbox, where an ADMIN reads it. */
export const outboxOnlyTransport: MailTransport = {
  kind: 'outbox',
  deliver: async () => ({ kind: 'kept' }),
  close: () => {},
};
