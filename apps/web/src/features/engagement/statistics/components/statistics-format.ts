import dayjs from 'dayjs';
import type { CampaignStatistics, StatisticsPeriod } from '@talent-desk/shared';

/** STAT-04: statistics dates read 'MMM dd, yyyy' (dayjs spelling: MMM DD, YYYY), e.g. 'Nov 25, 2026'. */
export const STATISTICS_DATE_FORMAT = 'MMM DD, YYYY';
const MONTH_FORMAT = 'MMM YYYY';

/**
 * A UTC day (YYYY-MM-DD or a bucket's epoch ms at midnight UTC) as STAT-04 writes it. The day is read in
 * UTC and printed as that calendar day, so a bucket never shows as the day before west of Greenwich.
 */
export function formatStatisticsDay(day: string | number): string {
  const iso = typeof day === 'number' ? new Date(day).toISOString().slice(0, 10) : day;
  return dayjs(iso).format(STATISTICS_DATE_FORMAT);
}

/**
 * A bucket's label: its day (DAILY, and ALL_TIME's range start), or its month (MONTHLY: a month bucket
 * covers many days, so it is named as a month, 'Nov 2026').
 */
export function formatBucket(epochMilli: number, period: StatisticsPeriod): string {
  if (period !== 'MONTHLY') return formatStatisticsDay(epochMilli);
  return dayjs(`${new Date(epochMilli).toISOString().slice(0, 7)}-01`).format(MONTH_FORMAT);
}

/**
 * The label of each bucket of an answer, for the chart's axis and the table's rows: its day or month, and
 * for ALL_TIME the whole range ('Nov 19, 2026 – Nov 25, 2026'), which is what its one total covers.
 */
export function bucketLabels(
  statistics: Pick<CampaignStatistics, 'period' | 'from' | 'to' | 'items'>,
): string[] {
  const buckets = statistics.items[0]?.statisticData.map((point) => point.epochMilli) ?? [];
  if (statistics.period !== 'ALL_TIME')
    return buckets.map((epochMilli) => formatBucket(epochMilli, statistics.period));
  const range = `${formatStatisticsDay(statistics.from)} – ${formatStatisticsDay(statistics.to)}`;
  return buckets.map(() => range);
}

const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

/** A rate as a percentage with at most one decimal ('41.7%'); null (nothing sent) as an em dash. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : percent.format(rate);
}
