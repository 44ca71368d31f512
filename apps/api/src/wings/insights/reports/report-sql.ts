import { sql, type SQL } from 'drizzle-orm';
import type { ReportQuery } from '@talent-desk/shared';

/**
 * The range of a report as timestamptz bounds: the UTC days `from` through `to`, both included, i.e.
 * [from 00:00 UTC, to + 1 day 00:00 UTC). Compare a timestamptz column with `>= start and < end`.
 */
export function reportRange(query: ReportQuery): { start: SQL; end: SQL } {
  return {
    start: sql`(${query.from}::date::timestamp at time zone 'UTC')`,
    end: sql`((${query.to}::date + 1)::timestamp at time zone 'UTC')`,
  };
}

/** `column` within the range. */
export function inRange(column: SQL | unknown, query: ReportQuery): SQL {
  const { start, end } = reportRange(query);
  return sql`${column} >= ${start} and ${column} < ${end}`;
}

/** The Monday (UTC) of the week a timestamptz falls in, as a `timestamp` (UTC wall clock). */
export const weekOf = (column: SQL | unknown): SQL => sql`date_trunc('week', ${column} at time zone 'UTC')`;

/**
 * Every week the range touches (Monday, UTC), zeros included: `select week from (<this>) w` lists them,
 * so a chart over weeks never has holes.
 */
export function rangeWeeks(query: ReportQuery): SQL {
  return sql`select generate_series(
      date_trunc('week', ${query.from}::date::timestamp),
      date_trunc('week', ${query.to}::date::timestamp),
      interval '1 week') as week`;
}

/** A week bucket as its YYYY-MM-DD. */
export const weekLabel = (week: SQL): SQL => sql`to_char(${week}, 'YYYY-MM-DD')`;

/** Days between two timestamptz as a decimal number. */
export const daysBetween = (from: SQL | unknown, to: SQL | unknown): SQL =>
  sql`(extract(epoch from (${to} - ${from})) / 86400.0)`;
