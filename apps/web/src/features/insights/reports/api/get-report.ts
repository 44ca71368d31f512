import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  candidatesReportSchema,
  engagementReportSchema,
  vendorsReportSchema,
  type CandidatesReport,
  type EngagementReport,
  type ReportKind,
  type ReportQuery,
  type VendorsReport,
} from '@talent-desk/shared';
import type { z } from 'zod';
import { http } from '@/lib/http';

export type ReportOf = {
  engagement: EngagementReport;
  candidates: CandidatesReport;
  vendors: VendorsReport;
};

const SCHEMAS: { [Kind in ReportKind]: z.ZodType<ReportOf[Kind]> } = {
  engagement: engagementReportSchema,
  candidates: candidatesReportSchema,
  vendors: vendorsReportSchema,
};

export const reportUrl = (kind: ReportKind) => `/api/reports/${kind}`;

/** GET /api/reports/{kind}?from&to (REP-03): one report over a range of UTC days. */
export function getReport<Kind extends ReportKind>(
  kind: Kind,
  query: ReportQuery,
  signal?: AbortSignal,
): Promise<ReportOf[Kind]> {
  return http.get(reportUrl(kind), {
    query: { from: query.from, to: query.to },
    schema: SCHEMAS[kind],
    signal,
  });
}

/** A report of a range; a new range keeps the last answer on screen until its own arrives. */
export function useReport<Kind extends ReportKind>(kind: Kind, query: ReportQuery) {
  return useQuery({
    queryKey: ['reports', kind, query.from, query.to] as const,
    queryFn: ({ signal }) => getReport(kind, query, signal),
    placeholderData: keepPreviousData,
  });
}
