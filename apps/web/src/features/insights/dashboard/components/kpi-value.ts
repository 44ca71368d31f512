import type { DashboardKpi } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { formatCount } from '@/lib/format';

/** Hours up to two days read as hours, longer waits as days (one decimal). */
const DAYS_FROM_HOURS = 48;

/** A KPI figure as shown: a count with separators, or a duration in hours or days; '–' without one. */
export function formatKpiValue(t: TFunction, unit: DashboardKpi['unit'], value: number | null): string {
  if (value === null) return t('dashboard.kpis.none');
  if (unit === 'count') return formatCount(value);
  if (value < DAYS_FROM_HOURS) return t('dashboard.kpis.hours', { count: Math.round(value * 10) / 10 });
  return t('dashboard.kpis.days', { count: Math.round((value / 24) * 10) / 10 });
}
