import { useCallback, useEffect, useMemo } from 'react';
import { defaultReportRange, reportQuerySchema, type ReportQuery } from '@talent-desk/shared';
import { useSearchParams } from 'react-router';

/**
 * The range of the reports lives in the URL (?from&to), so a link reproduces the view and the range
 * stays when moving between the three reports. Without it: the last 12 months (REP-03, ours). A range
 * that fails to parse (edited by hand) is dropped from the URL, as a list's bad query is.
 */
export function useReportRange(now?: number) {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const given = from !== null || to !== null;
  const parsed = given ? reportQuerySchema.safeParse({ from, to }) : null;
  const valid = parsed?.success ?? true;
  const fallback = useMemo(() => defaultReportRange(now), [now]);
  const range: ReportQuery = parsed?.success ? parsed.data : fallback;

  useEffect(() => {
    if (!valid) setParams({}, { replace: true });
  }, [valid, setParams]);

  const setRange = useCallback(
    (next: ReportQuery) => setParams({ from: next.from, to: next.to }, { replace: false }),
    [setParams],
  );
  /** The query string to carry to another report ('' while on the default range). */
  const search = given && valid ? `?${new URLSearchParams(range).toString()}` : '';
  return { range, setRange, search };
}
