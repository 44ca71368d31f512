import { z } from 'zod';

/**
 * The dashboard's KPI row (decisions.md, Dashboard KPIs): four figures per role, each in the caller's
 * scope, with the figure of the period before and the trend between them.
 */
export const DASHBOARD_KPI_KEYS = [
  'openVacancies',
  'waitingForReview',
  'submissionsThisWeek',
  'timeToFirstReview',
] as const;
export type DashboardKpiKey = (typeof DASHBOARD_KPI_KEYS)[number];

/** "This week" is the last 7 days up to now; the time to first review looks at the last 30. */
export const KPI_WEEK_DAYS = 7;
export const KPI_REVIEW_WINDOW_DAYS = 30;

/** Whether a rising figure is good news: more open vacancies and submissions yes, a longer wait no. */
export const KPI_UP_IS_GOOD: Record<DashboardKpiKey, boolean> = {
  openVacancies: true,
  waitingForReview: false,
  submissionsThisWeek: true,
  timeToFirstReview: false,
};

export const KPI_TRENDS = ['up', 'down', 'flat'] as const;
export type KpiTrend = (typeof KPI_TRENDS)[number];

/** The trend from `previous` to `value`; null when either is unknown (nothing to compare). */
export function kpiTrend(value: number | null, previous: number | null): KpiTrend | null {
  if (value === null || previous === null) return null;
  if (value > previous) return 'up';
  return value < previous ? 'down' : 'flat';
}

/** Whether the change is good news, bad news or neither (flat, or no comparison). */
export function kpiTrendTone(key: DashboardKpiKey, trend: KpiTrend | null): 'good' | 'bad' | 'neutral' {
  if (trend === null || trend === 'flat') return 'neutral';
  return (trend === 'up') === KPI_UP_IS_GOOD[key] ? 'good' : 'bad';
}

export const dashboardKpiSchema = z.object({
  key: z.enum(DASHBOARD_KPI_KEYS),
  /** A count, or hours for the time to first review; null when there is nothing to measure. */
  value: z.number().nullable(),
  /** The same figure for the period before; null where it is not recorded (open vacancies). */
  previous: z.number().nullable(),
  unit: z.enum(['count', 'hours']),
  trend: z.enum(KPI_TRENDS).nullable(),
  upIsGood: z.boolean(),
});
export type DashboardKpi = z.output<typeof dashboardKpiSchema>;

/** GET /api/dashboard/kpis: the four KPIs in display order and the moment they were computed. */
export const dashboardKpisSchema = z.object({
  kpis: z.array(dashboardKpiSchema),
  asOf: z.iso.datetime(),
});
export type DashboardKpis = z.output<typeof dashboardKpisSchema>;

/** One KPI with its trend and tone flag filled in from the rules above. */
export function dashboardKpi(
  key: DashboardKpiKey,
  unit: DashboardKpi['unit'],
  value: number | null,
  previous: number | null,
): DashboardKpi {
  return { key, value, previous, unit, trend: kpiTrend(value, previous), upIsGood: KPI_UP_IS_GOOD[key] };
}
