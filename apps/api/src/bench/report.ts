import type { Timing } from './stats.js';

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-');

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}

export type ListRow = {
  label: string;
  total: number;
  goalMs: number;
  api: Timing;
  raw: Timing;
};

/** The list measurements: API and raw SQL percentiles side by side, the overhead ratio and the goal. */
export function listTable(rows: readonly ListRow[]): string {
  return table(
    [
      'measurement (ms)',
      'matches',
      'API p50',
      'p95',
      'p99',
      'raw p50',
      'p95',
      'p99',
      'API/raw p50',
      'goal p95',
      'met',
    ],
    rows.map((r) => [
      r.label,
      r.total.toLocaleString('en'),
      ms(r.api.p50),
      ms(r.api.p95),
      ms(r.api.p99),
      ms(r.raw.p50),
      ms(r.raw.p95),
      ms(r.raw.p99),
      (r.api.p50 / r.raw.p50).toFixed(2),
      `< ${r.goalMs}`,
      r.api.p95 < r.goalMs ? 'yes' : 'NO',
    ]),
  );
}

export function simpleTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return table(header, rows);
}

export { ms as formatMs };
