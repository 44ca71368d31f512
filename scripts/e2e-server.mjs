#!/usr/bin/env node
// Starts the production build for the browser tests on a fresh embedded database with demo data, its
// mail going to a real SMTP server whose messages the tests read (E2E_SMTP_INBOX, set by
// playwright.config.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpSink } from './e2e-smtp-sink.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'talent-desk-e2e-'));
const smtp = await startSmtpSink(process.env.E2E_SMTP_INBOX ?? join(dataDir, 'smtp-inbox'));
const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT ?? '4310',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SMTP_URL: smtp.url,
    // The tests sign in over a hundred times: a cheap hash of the demo password (only that one).
    SEED_DEMO_PASSWORD_COST: '10',
    // No load balancer to tell: stop at once when Playwright is done.
    SHUTDOWN_DRAIN_DELAY_MS: '0',
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanup();
  smtp.close();
  process.exit(code ?? 0);
});
