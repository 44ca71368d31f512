import dayjs from 'dayjs';

type DateInput = string | number | Date | null | undefined;

const timeFormatter = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false });

function toDayjs(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** A date as DD-MM-YYYY in the local zone; '' for a missing or invalid value. */
export function formatDate(value: DateInput): string {
  return toDayjs(value)?.format('DD-MM-YYYY') ?? '';
}

/** A time as HH:mm, 24-hour en-GB, in the local zone. */
export function formatTime(value: DateInput): string {
  const d = toDayjs(value);
  return d ? timeFormatter.format(d.toDate()) : '';
}

/** DD-MM-YYYY HH:mm in the local zone. */
export function formatDateTime(value: DateInput): string {
  const d = toDayjs(value);
  return d ? `${formatDate(d.toDate())} ${formatTime(d.toDate())}` : '';
}

/** What the date pickers show and take (FMT-01, FMT-02): the same DD-MM-YYYY as every date shown. */
export const DATE_PICKER_FORMAT = 'DD-MM-YYYY';
export const DATE_TIME_PICKER_FORMAT = 'DD-MM-YYYY HH:mm';

/**
 * A calendar day (YYYY-MM-DD, a report's week or range end) as DD-MM-YYYY, read as that day: no time
 * zone can move it to the day before.
 */
export function formatDay(day: string): string {
  return toDayjs(day)?.format(DATE_PICKER_FORMAT) ?? '';
}

/** A calendar day, short, where a chart's axis has no room for the year: DD-MM (FMT-01 without it). */
export function formatDayShort(day: string): string {
  return toDayjs(day)?.format('DD-MM') ?? '';
}

/**
 * STAT-04, the one spec'd exception to FMT-01 (the campaign statistics block only): 'MMM dd, yyyy'
 * (dayjs MMM DD, YYYY). A UTC day (YYYY-MM-DD or a bucket's epoch ms at midnight UTC) is printed as that
 * calendar day, so a bucket never shows as the day before west of Greenwich.
 */
export const STATISTICS_DATE_FORMAT = 'MMM DD, YYYY';
export function formatStatisticsDay(day: string | number): string {
  const iso = typeof day === 'number' ? new Date(day).toISOString().slice(0, 10) : day;
  return dayjs(iso).format(STATISTICS_DATE_FORMAT);
}

/** The month of a statistics bucket (its epoch ms at midnight UTC), in STAT-04's style: 'Nov 2026'. */
export function formatStatisticsMonth(epochMilli: number): string {
  return dayjs(`${new Date(epochMilli).toISOString().slice(0, 7)}-01`).format('MMM YYYY');
}

/** A user's display name: first, middle and last names joined by single spaces. */
export function formatPersonName(person: {
  firstName: string;
  middleName?: string | null;
  lastName: string;
}): string {
  return [person.firstName, person.middleName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** Up to two initials for an avatar: first and last name. */
export function initialsOf(person: { firstName: string; lastName: string }): string {
  return `${person.firstName.trim().charAt(0)}${person.lastName.trim().charAt(0)}`.toUpperCase();
}

/** A file size for people: bytes, KB or MB (1 KB = 1024 bytes), one decimal above 1 KB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 1440;
/** FMT-07, FMT-08: months from 43200 minutes (30 days), years from 525600 minutes (365 days). */
const MINUTES_PER_MONTH = 43_200;
const MINUTES_PER_YEAR = 525_600;
const relativeFormatter = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/**
 * How long ago, in words (FMT-05..08): 'less than 1 minute ago', then minutes, hours, days, months
 * (from 43200 minutes) and years (from 525600 minutes), each rounded down. A time in the future (a clock
 * ahead of this one) reads as just now.
 */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const d = toDayjs(value);
  if (!d) return '';
  const minutes = Math.max(0, Math.floor(dayjs(now).diff(d, 'second') / 60));
  if (minutes < 1) return 'less than 1 minute ago';
  if (minutes < MINUTES_PER_HOUR) return relativeFormatter.format(-minutes, 'minute');
  if (minutes < MINUTES_PER_DAY)
    return relativeFormatter.format(-Math.floor(minutes / MINUTES_PER_HOUR), 'hour');
  if (minutes < MINUTES_PER_MONTH)
    return relativeFormatter.format(-Math.floor(minutes / MINUTES_PER_DAY), 'day');
  if (minutes < MINUTES_PER_YEAR)
    return relativeFormatter.format(-Math.floor(minutes / MINUTES_PER_MONTH), 'month');
  return relativeFormatter.format(-Math.floor(minutes / MINUTES_PER_YEAR), 'year');
}

const countFormat = new Intl.NumberFormat('en');
/** A count with thousands separators: 10000 -> '10,000'. */
export function formatCount(n: number): string {
  return countFormat.format(n);
}
