import type { FuzzSettings } from './fuzz-settings.js';
import type { Finding, FuzzReport } from './run-fuzz.js';

const EXAMPLES_PER_GROUP = 2;

/** Findings grouped by operation, kind, status and mutation, with a couple of example requests each. */
function findingGroups(findings: readonly Finding[]): string[] {
  const groups = new Map<string, Finding[]>();
  for (const finding of findings) {
    const key = `${finding.operation} | ${finding.kind} ${finding.status} | ${finding.label}`;
    groups.set(key, [...(groups.get(key) ?? []), finding]);
  }
  return [...groups.entries()].flatMap(([key, list]) => [
    `  ${key} (${list.length}×)`,
    ...list
      .slice(0, EXAMPLES_PER_GROUP)
      .map(
        (f) => `      as ${f.role}: ${f.request}\n        -> ${f.detail.replace(/\s+/g, ' ').slice(0, 400)}`,
      ),
  ]);
}

/** The printed summary: counts first (operations, requests, findings), then each operation's statuses. */
export function formatReport(report: FuzzReport, settings: FuzzSettings): string {
  const requests = report.operations.reduce((sum, op) => sum + op.requests, 0);
  const skipped =
    report.skipped.length === 0 ? 'none' : report.skipped.map((s) => `${s.key} (${s.reason})`).join('; ');
  const lines = [
    `Contract fuzz: seed ${settings.seed}, ${settings.runs} requests per operation`,
    `  operations: ${report.operations.length}, requests: ${requests}, findings: ${report.findings.length}, skipped: ${skipped}`,
    ...report.operations.map((op) => {
      const statuses = [...op.statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
      return `  ${op.key.padEnd(56)} ${String(op.ms).padStart(6)} ms  ${statuses}`;
    }),
  ];
  if (report.findings.length > 0) lines.push('Findings:', ...findingGroups(report.findings));
  return lines.join('\n');
}
