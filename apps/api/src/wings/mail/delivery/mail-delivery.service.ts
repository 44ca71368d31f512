import type { Db } from '../../../db/client.js';
import type { MailTransport, OutgoingMail } from '../transport/index.js';
import { claimForAttempt, recordOutcome, type MailRow } from '../outbox/mail-outbox.repo.js';

export type DeliveryDeps = {
  db: Db;
  transport: MailTransport;
  /** Attempts after which a message that still fails for a transient reason is given up (FAILED). */
  maxAttempts: number;
};

/** What the job does next: done (whatever the outcome), or try again later (pg-boss backs off). */
export type DeliveryResult = { retry: false } | { retry: true; error: string };

/** Same on every attempt, so a receiver can recognise a repeated delivery (see OutgoingMail). */
function messageIdOf(row: MailRow): string {
  const domain = /@([^>\s]+)>?$/.exec(row.fromAddress)?.[1] ?? 'talentdesk.invalid';
  return `<${row.externalId}@${domain}>`;
}

function outgoing(row: MailRow): OutgoingMail {
  return {
    from: row.fromAddress,
    to: row.toAddresses,
    subject: row.subject,
    html: row.html,
    text: row.text,
    messageId: messageIdOf(row),
  };
}

function gaveUp(attempts: number): string {
  return `Gave up after ${attempts} attempts that ended without an answer (the sending process stopped)`;
}

/**
 * One delivery attempt of an outbox message (the mail job's work). No transaction is held while the SMTP
 * server is talked to: the attempt is counted first, the outcome recorded after, each in one statement.
 * SENT is written only once the server has accepted the message; a crash between the two leaves it
 * QUEUED, so the job's retry sends it again (at least once; the Message-ID stays the same).
 */
export async function deliverMessage(deps: DeliveryDeps, messageId: number): Promise<DeliveryResult> {
  const row = await claimForAttempt(deps.db, messageId);
  if (!row) return { retry: false }; // already sent, kept or failed (a repeated job), or gone
  if (row.attempts > deps.maxAttempts) {
    // Every attempt so far was cut short (the process died while sending): give up rather than leave it
    // QUEUED for good once pg-boss stops retrying.
    await recordOutcome(deps.db, row.id, { status: 'FAILED', lastError: gaveUp(row.attempts - 1) });
    return { retry: false };
  }

  const outcome = await deps.transport.deliver(outgoing(row));
  if (outcome.kind === 'sent' || outcome.kind === 'kept') {
    await recordOutcome(deps.db, row.id, {
      status: outcome.kind === 'sent' ? 'SENT' : 'KEPT',
      lastError: null,
    });
    return { retry: false };
  }
  const giveUp = outcome.permanent || row.attempts >= deps.maxAttempts;
  await recordOutcome(deps.db, row.id, { status: giveUp ? 'FAILED' : 'QUEUED', lastError: outcome.error });
  return giveUp ? { retry: false } : { retry: true, error: outcome.error };
}
