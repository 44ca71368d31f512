import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { documentChecker, type Problem } from './document-conformance.js';
import { describeRequest, toInject } from './fuzz-request.js';
import { invalidRequest } from './invalid-request.js';
import type { OperationEntry } from './openapi-document.js';
import { validRequest } from './valid-request.js';
import type { IdSource } from './valid-values.js';

export const FUZZ_ROLES = ['anonymous', 'ADMIN', 'TAG', 'VENDOR'] as const;
export type FuzzRole = (typeof FUZZ_ROLES)[number];

export type Finding = Problem & {
  operation: string;
  role: FuzzRole;
  label: string;
  status: number;
  request: string;
};
export type OperationCounts = { key: string; requests: number; statuses: Map<number, number>; ms: number };
export type FuzzReport = {
  operations: OperationCounts[];
  findings: Finding[];
  skipped: { key: string; reason: string }[];
};

export type FuzzDeps = {
  operations: OperationEntry[];
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  /** A fresh session per request (undefined for anonymous): logout and password changes end sessions. */
  cookieFor: (role: FuzzRole) => Promise<string | undefined>;
  ids: IdSource;
  runs: number;
  seed: number;
  /** Operations that cannot be fuzzed, with the reason (printed). */
  skip: Readonly<Record<string, string>>;
};

/** A per-operation seed: adding a route does not change what the others are sent. */
function seedFor(seed: number, key: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash | 0;
}

/**
 * Sends every operation of the document `runs` requests, half valid and half broken, each role in
 * turn, one at a time (the embedded database takes one connection), and checks each answer against
 * the document. Nothing stops at the first finding: the report lists them all.
 */
export async function fuzzOperations(deps: FuzzDeps): Promise<FuzzReport> {
  const check = documentChecker();
  const report: FuzzReport = { operations: [], findings: [], skipped: [] };
  for (const entry of deps.operations) {
    const reason = deps.skip[entry.key];
    if (reason) {
      report.skipped.push({ key: entry.key, reason });
      continue;
    }
    const requests = fc.sample(fc.oneof(validRequest(entry, deps.ids), invalidRequest(entry, deps.ids)), {
      seed: seedFor(deps.seed, entry.key),
      numRuns: deps.runs,
    });
    const counts: OperationCounts = { key: entry.key, requests: 0, statuses: new Map(), ms: 0 };
    const started = performance.now();
    for (const [index, request] of requests.entries()) {
      const role = FUZZ_ROLES[index % FUZZ_ROLES.length] ?? 'anonymous';
      const options = toInject(entry.method, entry.path, request, await deps.cookieFor(role));
      const response = await deps.inject(options);
      counts.requests += 1;
      counts.statuses.set(response.statusCode, (counts.statuses.get(response.statusCode) ?? 0) + 1);
      const problem = check(entry, response);
      if (problem) {
        const { label } = request;
        report.findings.push({
          ...problem,
          operation: entry.key,
          role,
          label,
          status: response.statusCode,
          request: describeRequest(options),
        });
      }
    }
    counts.ms = Math.round(performance.now() - started);
    report.operations.push(counts);
  }
  return report;
}
