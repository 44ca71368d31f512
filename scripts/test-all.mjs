#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Each step prints its duration.
// With ALSO_POSTGRES_URL set (CI does), the API tests run a second time on that PostgreSQL server
// while the browser tests run: both wait mostly on something else (the browser, the database server),
// so on two cores they overlap well. That pass's output is printed when it ends.
import { spawn, spawnSync } from 'node:child_process';
import { freePort } from './free-port.mjs';

const steps = [
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['unit + API tests (PGlite unless TEST_DATABASE_URL)', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build', '--silent']],
];
const browserTests = ['browser tests', 'npm', ['run', 'test:e2e', '--silent']];

const env = { ...process.env, E2E_PORT: process.env.E2E_PORT ?? String(await freePort()) };
const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

function fail(name, since, status) {
  console.error(`\n✗ ${name} failed after ${seconds(since)} s`);
  process.exit(status ?? 1);
}

for (const [name, cmd, args] of steps) {
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) fail(name, t, result.status);
  console.log(`✓ ${name} (${seconds(t)} s)`);
}

/** The API tests on PostgreSQL in the background: resolves to their exit code and captured output. */
function postgresPass(url) {
  return new Promise((resolve) => {
    // Niced: the browser tests' server and browser come first, so their timings stay as without it.
    const child = spawn('nice', ['-n', '10', 'npx', 'vitest', 'run', '--project', 'api', '--maxWorkers=1'], {
      env: { ...env, TEST_DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => resolve({ code, output: Buffer.concat(chunks).toString() }));
  });
}

const postgresUrl = process.env.ALSO_POSTGRES_URL;
const pgStarted = Date.now();
const pg = postgresUrl ? postgresPass(postgresUrl) : null;
if (pg)
  console.log(`\n(API tests on PostgreSQL ${new URL(postgresUrl).host} running beside the browser tests)`);

const [name, cmd, args] = browserTests;
const t = Date.now();
console.log(`\n=== ${name} ===`);
const browser = spawnSync(cmd, args, { stdio: 'inherit', env });
const browserOk = browser.status === 0;
if (browserOk) console.log(`✓ ${name} (${seconds(t)} s)`);

if (pg) {
  const { code, output } = await pg;
  console.log(`\n=== API tests on PostgreSQL (beside the browser tests) ===\n${output}`);
  if (code !== 0) fail('API tests on PostgreSQL', pgStarted, code);
  console.log(`✓ API tests on PostgreSQL (${seconds(pgStarted)} s)`);
}
if (!browserOk) fail(name, t, browser.status);
console.log(`\nAll checks passed in ${seconds(started).replace(/\.\d$/, '')} s`);
