#!/usr/bin/env node
// Starts the production build for the browser tests on a fresh embedded database with demo data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'talent-desk-e2e-'));
const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT ?? '4310',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
