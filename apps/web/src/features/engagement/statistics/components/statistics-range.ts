import {
  STATISTICS_LIMITS,
  utcDayOf,
  utcDayStart,
  type CampaignStatisticsQuery,
  type StatisticsPeriod,
} from '@talent-desk/shared';

const DAY_MS = 86_400_000;

/**
 * The range the block shows, as UTC calendar days (YYYY-MM-DD; the API counts in UTC days too): `start`
 * is its first day, `end` the midnight that ends it, i.e. the first day NOT in it. "The last 7 days" on
 * 25 November is start 19 November, end 26 November: seven days, today included.
 */
export type StatisticsRange = { start: string; end: string };

const addDays = (day: string, days: number) => utcDayOf(utcDayStart(day) + days * DAY_MS);

/** The UTC calendar day `now` falls on. */
export const utcToday = (now: Date): string => utcDayOf(now.getTime());

/** STAT-02: the last 7 days, today included. */
export function defaultStatisticsRange(now: Date): StatisticsRange {
  const end = addDays(utcToday(now), 1);
  return { start: addDays(end, -STATISTICS_LIMITS.defaultRangeDays), end };
}

/**
 * STAT-03: the end sent to the API is the range's end shifted back by one day, so the API's inclusive
 * `to` is the range's last day: end 26 November is sent as to=2026-11-25, and events of 25 November up
 * to 23:59:59.999 UTC count, those of 26 November do not. The "To" field shows that same last day.
 */
export const lastDayOf = (range: StatisticsRange): string => addDays(range.end, -1);

/** The range whose last day is `day` (what picking a day in the "To" field means). */
export const endingOn = (range: StatisticsRange, day: string): StatisticsRange => ({
  start: range.start,
  end: addDays(day, 1),
});

/** The query of the block: its range per day or month; All time is the campaign's whole life, no range. */
export function statisticsQuery(range: StatisticsRange, period: StatisticsPeriod): CampaignStatisticsQuery {
  if (period === 'ALL_TIME') return { period };
  return { period, from: range.start, to: lastDayOf(range) };
}
