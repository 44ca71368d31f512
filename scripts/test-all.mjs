#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Each step prints its duration.
// With ALSO_POSTGRES_URL set (CI does), the API tests run a second time on that PostgreSQL server, niced,
// from the start: they fill the gaps the other steps leave (a step waiting on one core, the database
// server's own work) and are done before the browser tests, which then have the machine to themselves
// (their timeouts are about a page's speed, not about a busy machine). That pass's output is printed
// when it ends.
import { spawn } from 'node:child_process';
import { freePort } from './free-port.mjs';

const steps = [
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['requirements cited by tests', 'node', ['scripts/check-requirements.mjs']],
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['unit + API tests (PGlite unless TEST_DATABASE_URL)', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build', '--silent']],
];
const browserTests = ['browser tests', 'npm', ['run', 'test:e2e', '--silent']];

const env = { ...process.env, E2E_PORT: process.env.E2E_PORT ?? String(await freePort()) };
const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs one command with the terminal as its output; resolves to its exit code. */
function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env, ...options });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

let background = null;

/** The API tests on PostgreSQL in the background: resolves to their exit code and captured output. */
function postgresPass(url) {
  return new Promise((resolve) => {
    // Niced: the steps above come first; this pass takes what they leave.
    const child = (background = spawn(
      'nice',
      ['-n', '10', 'npx', 'vitest', 'run', '--project', 'api', '--maxWorkers=1'],
      {
        env: { ...env, TEST_DATABASE_URL: url },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true, // its own process group, so that a failed step stops it with its workers
      },
    ));
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => resolve({ code, output: Buffer.concat(chunks).toString() }));
  });
}

function fail(name, since, status) {
  console.error(`\n✗ ${name} failed after ${seconds(since)} s`);
  if (background?.exitCode === null) process.kill(-background.pid, 'SIGTERM');
  process.exit(status || 1);
}

const postgresUrl = process.env.ALSO_POSTGRES_URL;
const pg = postgresUrl ? postgresPass(postgresUrl) : null;
if (pg) console.log(`(API tests on PostgreSQL ${new URL(postgresUrl).host} running beside the steps below)`);

for (const [name, cmd, args] of steps) {
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  const status = await run(cmd, args);
  if (status !== 0) fail(name, t, status);
  console.log(`✓ ${name} (${seconds(t)} s)`);
}

if (pg) {
  const t = Date.now();
  const { code, output } = await pg;
  console.log(`\n=== API tests on PostgreSQL (waited ${seconds(t)} s for them) ===\n${output}`);
  if (code !== 0) fail('API tests on PostgreSQL', started, code);
  console.log(`✓ API tests on PostgreSQL (${seconds(started)} s since the start)`);
}

const [name, cmd, args] = browserTests;
const t = Date.now();
console.log(`\n=== ${name} ===`);
const status = await run(cmd, args);
if (status !== 0) fail(name, t, status);
console.log(`✓ ${name} (${seconds(t)} s)`);
console.log(`\nAll checks passed in ${seconds(started).replace(/\.\d$/, '')} s`);
