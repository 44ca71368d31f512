import type { CampaignStatistics, StatisticsPeriod } from '@talent-desk/shared';
import { formatStatisticsDay, formatStatisticsMonth } from '@/lib/format';

// The dates themselves are written by lib/format (STAT-04); re-exported for the block's files.
export { formatStatisticsDay, STATISTICS_DATE_FORMAT } from '@/lib/format';

/**
 * A bucket's label: its day (DAILY, and ALL_TIME's range start), or its month (MONTHLY: a month bucket
 * covers many days, so it is named as a month, 'Nov 2026').
 */
export function formatBucket(epochMilli: number, period: StatisticsPeriod): string {
  return period === 'MONTHLY' ? formatStatisticsMonth(epochMilli) : formatStatisticsDay(epochMilli);
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
