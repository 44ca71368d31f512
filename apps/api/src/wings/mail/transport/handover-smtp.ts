import { HeldMessage } from './held-message.js';
import { smtpFailure } from './smtp-errors.js';
import { openSmtpSession, type SmtpSession } from './smtp-session.js';

/**
 * Decides, once the server holds the whole message but before the final dot, whether to send it: it
 * records the hand-over durably and answers true, or answers false (the message must not go).
 */
export type HandOver = () => Promise<boolean>;

export type HandOverOutcome =
  /** The server accepted the message (250 after the final dot). */
  | { kind: 'accepted' }
  /** `handOver` answered false: the transfer was cut before the final dot, nothing was delivered. */
  | { kind: 'withheld' }
  /**
   * Refused or not reached. `handedOver`: the failure came after the final dot (a refusal of the
   * message itself, or a connection lost while waiting for the server's answer).
   */
  | { kind: 'failed'; permanent: boolean; error: string; handedOver: boolean };

export type HandOverMail = { from: string; to: string; raw: Buffer };

/** Campaign mail over SMTP with a hand-over step before the final dot (docs/decisions.md, Campaign sending). */
export type HandOverSmtp = {
  /** How many messages may be in flight at once (one per connection). */
  readonly connections: number;
  send: (mail: HandOverMail, handOver: HandOver) => Promise<HandOverOutcome>;
  /** Closes the idle connections; call once no send is in flight. */
  close: () => void;
};

class Withheld extends Error {}

/** Whether a failure carries an SMTP reply (else the connection itself failed). */
function hasReplyCode(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'responseCode' in error &&
    typeof error.responseCode === 'number'
  );
}

type Transfer = { outcome: HandOverOutcome; connectionFailed: boolean };

/** One message on an open session; the session is unusable afterwards unless the server accepted it. */
function transfer(session: SmtpSession, mail: HandOverMail, handOver: HandOver): Promise<Transfer> {
  return new Promise((resolve) => {
    let handedOver = false;
    let withheld = false;
    const message = new HeldMessage(mail.raw, () => {
      handOver().then(
        (go) => {
          if (go) {
            handedOver = true;
            message.release();
          } else {
            withheld = true;
            message.abort(new Withheld());
          }
        },
        (error: unknown) => {
          withheld = true;
          message.abort(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
    session.connection.send({ from: mail.from, to: [mail.to] }, message, (error) => {
      if (!error) return resolve({ outcome: { kind: 'accepted' }, connectionFailed: false });
      if (withheld) return resolve({ outcome: { kind: 'withheld' }, connectionFailed: false });
      resolve({
        outcome: { kind: 'failed', ...smtpFailure(error), handedOver },
        connectionFailed: !hasReplyCode(error),
      });
    });
  });
}

/**
 * Up to `connections` SMTP sessions to SMTP_URL, each sending one message at a time; a session is kept
 * for the next message only after a clean acceptance (after any failure the SMTP state is unknown, so
 * it is closed). A message whose reused session turns out to be dead before anything was handed over
 * is tried once more on a fresh session: an idle connection the server dropped is not the recipient's
 * failure.
 */
export function handOverSmtp(smtpUrl: string, connections = 4): HandOverSmtp {
  const idle: SmtpSession[] = [];
  const waiting: (() => void)[] = [];
  let busy = 0;

  const acquireSlot = async () => {
    if (busy < connections) {
      busy += 1;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const releaseSlot = () => {
    const next = waiting.shift();
    if (next) next();
    else busy -= 1;
  };
  const idleSession = (): SmtpSession | undefined => {
    for (let session = idle.pop(); session; session = idle.pop()) {
      if (session.alive()) return session;
    }
    return undefined;
  };

  const attempt = async (session: SmtpSession, mail: HandOverMail, handOver: HandOver) => {
    const result = await transfer(session, mail, handOver);
    if (result.outcome.kind === 'accepted' && session.alive()) idle.push(session);
    else session.connection.close();
    return result;
  };

  return {
    connections,
    send: async (mail, handOver) => {
      await acquireSlot();
      try {
        const reused = idleSession();
        if (reused) {
          const { outcome, connectionFailed } = await attempt(reused, mail, handOver);
          const staleConnection = outcome.kind === 'failed' && !outcome.handedOver && connectionFailed;
          if (!staleConnection) return outcome;
        }
        let session: SmtpSession;
        try {
          session = await openSmtpSession(smtpUrl);
        } catch (error) {
          return { kind: 'failed', ...smtpFailure(error), handedOver: false };
        }
        return (await attempt(session, mail, handOver)).outcome;
      } finally {
        releaseSlot();
      }
    },
    close: () => {
      for (const session of idle.splice(0)) session.connection.close();
    },
  };
}
