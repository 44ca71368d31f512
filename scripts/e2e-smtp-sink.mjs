// A real SMTP server for the browser tests: every message the app sends is written, as received, to
// one .eml file in `dir`, where the tests read it back with mailparser (e2e/support/smtp-inbox.ts).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Starts the sink on 127.0.0.1 (a free port) with an empty `dir`; resolves to its SMTP_URL. */
export async function startSmtpSink(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        count += 1;
        writeFileSync(join(dir, `${String(count).padStart(5, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, close: () => server.close() };
}
