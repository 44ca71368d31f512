import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_JSON_URL } from '../../plugins/openapi.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { seedFuzzFixtures, type FuzzFixtures } from './fuzz-fixtures.js';
import { formatReport } from './fuzz-report.js';
import { fuzzSettings } from './fuzz-settings.js';
import { operationsOf, type OperationEntry } from './openapi-document.js';
import { fuzzOperations, type FuzzRole } from './run-fuzz.js';

/**
 * Operations the fuzzer does not send (key: 'METHOD /path', value: why). Keep it empty where possible:
 * logout and change password are fuzzed, because every request gets a fresh session.
 */
const SKIP: Readonly<Record<string, string>> = {};

const settings = fuzzSettings();
/** Generous: about 50 ms a request on PGlite, exports and uploads slower. */
const TIMEOUT_MS = 120_000 + settings.runs * 30 * 400;

let t: TestApp;
let fixtures: FuzzFixtures;
let dataDir: string;
let operations: OperationEntry[];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'td-fuzz-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  fixtures = await seedFuzzFixtures(t);
  const docs = await t.inject({
    method: 'GET',
    url: DOCS_JSON_URL,
    headers: { cookie: await t.sessionCookie(t.admin) },
  });
  expect(docs.statusCode).toBe(200);
  operations = operationsOf(docs.json());
});

afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('API contract (OpenAPI document at /api/docs/json)', () => {
  it(
    'every operation, valid and invalid requests as anonymous, ADMIN, TAG and VENDOR: no 5xx, only documented statuses, content types and bodies',
    async () => {
      const users = { ADMIN: t.admin, TAG: t.tag, VENDOR: t.vendor };
      const report = await fuzzOperations({
        operations,
        inject: t.inject,
        cookieFor: (role: FuzzRole) =>
          role === 'anonymous' ? Promise.resolve(undefined) : t.sessionCookie(users[role]),
        ids: fixtures.ids,
        runs: settings.runs,
        seed: settings.seed,
        skip: SKIP,
      });
      const summary = formatReport(report, settings);
      console.log(summary);
      expect(report.operations.length + report.skipped.length).toBe(operations.length);
      expect(report.findings.length, summary).toBe(0);
    },
    TIMEOUT_MS,
  );
});
