#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Each step prints its duration.
import { spawnSync } from 'node:child_process';
import { freePort } from './free-port.mjs';

const steps = [
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['unit + API tests (PGlite unless TEST_DATABASE_URL)', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build', '--silent']],
  ['browser tests', 'npm', ['run', 'test:e2e', '--silent']],
];

const env = { ...process.env, E2E_PORT: process.env.E2E_PORT ?? String(await freePort()) };
const started = Date.now();
for (const [name, cmd, args] of steps) {
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - t) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
