import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server for the crash and multi-process tests: it counts, per recipient, the messages it
 * received in full (the final dot seen; a transfer cut short is discarded, as any server does), without
 * parsing them. `stall()` stops answering: from then on MAIL FROM, RCPT TO and the end of a message get
 * no reply, so every client connection ends up waiting on the server at a known point (before the
 * hand-over, or after its final dot) and a test can kill the client there.
 */
export async function startCountingSmtpServer() {
  const counts = new Map<string, number>();
  /** Connections that delivered at least one message (several processes each open their own). */
  const deliveringSessions = new Set<string>();
  const sessions = new Set<string>();
  /** Sessions waiting for a reply the server holds back (stalled), with that reply. */
  const waiting = new Map<string, () => void>();
  let stalled = false;
  let total = 0;
  let afterMessage: (total: number) => void = () => {};

  const hold = (sessionId: string, reply: () => void) => {
    if (!stalled) return reply();
    waiting.set(sessionId, reply);
  };

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 1024 * 1024,
    onConnect: (session, callback) => {
      sessions.add(session.id);
      callback();
    },
    onClose: (session) => {
      sessions.delete(session.id);
      waiting.delete(session.id);
    },
    onMailFrom: (_address, session, callback) => hold(session.id, () => callback()),
    onRcptTo: (_address, session, callback) => hold(session.id, () => callback()),
    onData: (stream, session, callback) => {
      stream.on('data', () => {});
      // A client gone in the middle of the message: the stream is destroyed, nothing is counted.
      stream.on('error', () => {});
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo)
          counts.set(address, (counts.get(address) ?? 0) + 1);
        total += 1;
        deliveringSessions.add(session.id);
        afterMessage(total);
        hold(session.id, () => callback());
      });
    },
  });
  // A killed client resets its connections; the server reports that as an error event, expected here.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    counts,
    total: () => total,
    deliveringConnections: () => deliveringSessions.size,
    /** Runs after each message received in full, before its reply (to stall right there). */
    onMessage: (hook: (total: number) => void) => {
      afterMessage = hook;
    },
    stall: () => {
      stalled = true;
    },
    /** Answers again (for the next client; replies held from dead connections are dropped). */
    resume: () => {
      stalled = false;
      waiting.clear();
    },
    /** Answers again, and gives the connections still open the replies it held back. */
    release: () => {
      stalled = false;
      const held = [...waiting.values()];
      waiting.clear();
      for (const reply of held) reply();
    },
    /** Open connections, and how many of them wait for a reply the server holds back. */
    connections: () => ({ open: sessions.size, waiting: waiting.size }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type CountingSmtpServer = Awaited<ReturnType<typeof startCountingSmtpServer>>;
