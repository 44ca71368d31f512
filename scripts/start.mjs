#!/usr/bin/env node
// `npm start`: runs the production build (API + SPA in one process). Without DATABASE_URL the API starts
// the embedded PostgreSQL (PGlite) under DATA_DIR and loads demo data on its first start.
import { spawn } from 'node:child_process';

const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
