import type { Db } from '../../../db/client.js';
import { insertMailRow, type MailRow } from '../outbox/mail-outbox.repo.js';

/** A Drizzle transaction (not the database itself): a message is only ever queued inside one. */
export type MailTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The delivery job of a message; wings/mail/delivery/mail-queue.ts provides it on pg-boss. */
export type DeliveryQueue = {
  /** Adds the job for `messageId` in the transaction `tx`. */
  enqueue: (tx: MailTransaction, messageId: number) => Promise<void>;
  /** Lets this process's worker look for work now instead of at its next poll. */
  wake: () => void;
};

export type NewMail = {
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** The user whose action sends it; null for the system. */
  createdByUserId: number | null;
  /**
   * The user the message is for (their invitation, reset link, test message, notice): only they see its
   * links with tokens unredacted in the outbox. Absent: nobody (campaign and other mail).
   */
  recipientUserId?: number;
};

/** How the app sends mail (app.mailer): the outbox row and its job, both in the caller's transaction. */
export type Mailer = {
  /**
   * Writes the message to the outbox and queues its delivery in `tx`: if the transaction rolls back,
   * neither exists; once it commits, the job cannot be lost (no step between the commit and the enqueue).
   */
  queue: (tx: MailTransaction, mail: NewMail) => Promise<MailRow>;
  /** Call after the commit so this process delivers at once (others pick it up at their next poll). */
  wake: () => void;
};

export function createMailer(from: string, deliveryQueue: DeliveryQueue): Mailer {
  return {
    queue: async (tx, mail) => {
      const row = await insertMailRow(tx, {
        fromAddress: from,
        toAddresses: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        createdByUserId: mail.createdByUserId,
        recipientUserId: mail.recipientUserId ?? null,
      });
      await deliveryQueue.enqueue(tx, row.id);
      return row;
    },
    wake: deliveryQueue.wake,
  };
}
