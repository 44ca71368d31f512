import { DATE_PICKER_FORMAT, formatDay, formatDayShort } from '@/lib/format';

/** Dates of the reports as everywhere in the app (lib/format): DD-MM-YYYY. */
export const REPORT_DATE_FORMAT = DATE_PICKER_FORMAT;

/** A YYYY-MM-DD day as DD-MM-YYYY. */
export const formatReportDay = formatDay;

/** A week's Monday, short, for a chart's axis: '02-03'. */
export const formatWeekShort = formatDayShort;

const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** A fraction as a percentage ('25%'), a dash when there is nothing to divide by. */
export const formatRate = (rate: number | null) => (rate === null ? '–' : percent.format(rate));

/** Days with one decimal ('1.8'), a dash when nothing was measured. */
export const formatDays = (days: number | null) => (days === null ? '–' : decimal.format(days));
