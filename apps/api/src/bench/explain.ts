import type pg from 'pg';

export type ExplainResult = {
  statement: string;
  plan: string[];
  seqScanOnCandidates: boolean;
  executionMs: number;
};

/** EXPLAIN (ANALYZE, BUFFERS) of one statement with its parameters; flags a sequential scan of candidates. */
export async function explain(
  pool: pg.Pool,
  statement: string,
  query: { sql: string; params: unknown[] },
): Promise<ExplainResult> {
  const result = await pool.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`,
    query.params,
  );
  const plan = result.rows.map((r) => r['QUERY PLAN']);
  const execution = plan.find((line) => line.startsWith('Execution Time'));
  return {
    statement,
    plan,
    seqScanOnCandidates: plan.some((line) => /Seq Scan on candidates\b/.test(line)),
    executionMs: Number(/([\d.]+) ms/.exec(execution ?? '')?.[1] ?? Number.NaN),
  };
}
