import { REQUEST_KINDS, type RequestKind } from './mixed-load-mix.js';
import { formatMs, simpleTable } from './report.js';
import { summarise, type Timing } from './stats.js';

/** The goal for the mixed load: p95 under 200 ms and not one error. */
export const MIXED_LOAD_GOAL_P95_MS = 200;

/** An HTTP status, or what happened when there was none. */
export type Outcome = number | 'network' | 'timeout';
/** One request as the virtual user saw it: time to the last byte of the body. */
export type Sample = { kind: RequestKind; ms: number; outcome: Outcome };

export type KindSummary = Timing & { kind: string; requestsPerSecond: number; share: number; errors: number };
export type ErrorCount = { kind: string; outcome: Outcome; count: number };
export type LoadSummary = {
  seconds: number;
  overall: KindSummary;
  kinds: KindSummary[];
  errors: ErrorCount[];
  goal: { p95Ms: number; p95Met: boolean; errorsMet: boolean; met: boolean };
};

/** Non-2xx answers and requests without one (refused, reset, timed out) are errors. */
export function isError(outcome: Outcome): boolean {
  return typeof outcome !== 'number' || outcome < 200 || outcome >= 300;
}

function kindSummary(kind: string, samples: readonly Sample[], seconds: number, all: number): KindSummary {
  return {
    kind,
    ...summarise(samples.map((s) => s.ms)),
    requestsPerSecond: samples.length / seconds,
    share: samples.length / Math.max(1, all),
    errors: samples.filter((s) => isError(s.outcome)).length,
  };
}

/**
 * Totals, percentiles overall and per kind (errors' times included: a slow 500 is slow), the errors by
 * kind and outcome, and the verdict against the goal. `seconds` is the measured wall time.
 */
export function summariseLoad(
  samples: readonly Sample[],
  seconds: number,
  goalP95Ms: number = MIXED_LOAD_GOAL_P95_MS,
): LoadSummary {
  const overall = kindSummary('all', samples, seconds, samples.length);
  const kinds = REQUEST_KINDS.map((kind) => samples.filter((s) => s.kind === kind))
    .filter((group) => group.length > 0)
    .map((group) => kindSummary(group[0]?.kind ?? '', group, seconds, samples.length));
  const counts = new Map<string, ErrorCount>();
  for (const s of samples) {
    if (!isError(s.outcome)) continue;
    const key = `${s.kind}|${s.outcome}`;
    const seen = counts.get(key) ?? { kind: s.kind, outcome: s.outcome, count: 0 };
    counts.set(key, { ...seen, count: seen.count + 1 });
  }
  const errors = [...counts.values()].sort(
    (a, b) =>
      REQUEST_KINDS.indexOf(a.kind as RequestKind) - REQUEST_KINDS.indexOf(b.kind as RequestKind) ||
      String(a.outcome).localeCompare(String(b.outcome)),
  );
  // No request at all is no evidence: the goal is not met.
  const p95Met = overall.n > 0 && overall.p95 < goalP95Ms;
  const errorsMet = overall.errors === 0;
  return {
    seconds,
    overall,
    kinds,
    errors,
    goal: { p95Ms: goalP95Ms, p95Met, errorsMet, met: p95Met && errorsMet },
  };
}

/** The report's tables: per kind and overall, then the errors (when there are any) and the verdict. */
export function mixedLoadReport(summary: LoadSummary): string {
  const row = (k: KindSummary) => [
    k.kind,
    k.n.toLocaleString('en'),
    `${(k.share * 100).toFixed(1)}%`,
    k.requestsPerSecond.toFixed(1),
    formatMs(k.p50),
    formatMs(k.p95),
    formatMs(k.p99),
    formatMs(k.max),
    k.errors.toLocaleString('en'),
  ];
  const lines = [
    simpleTable(
      ['request kind', 'requests', 'share', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'],
      [...summary.kinds.map(row), row(summary.overall)],
    ),
  ];
  if (summary.errors.length > 0) {
    lines.push(
      '',
      simpleTable(
        ['errors: request kind', 'status', 'count'],
        summary.errors.map((e) => [e.kind, String(e.outcome), e.count.toLocaleString('en')]),
      ),
    );
  }
  const { goal, overall } = summary;
  lines.push(
    '',
    `Goal p95 < ${goal.p95Ms} ms and 0 errors: p95 ${formatMs(overall.p95)} ms (${goal.p95Met ? 'met' : 'NOT met'}), ` +
      `${overall.errors} errors (${goal.errorsMet ? 'met' : 'NOT met'}): ${goal.met ? 'PASS' : 'FAIL'}`,
  );
  return lines.join('\n');
}
