import dayjs from 'dayjs';

/** Dates of the reports as everywhere in the app: DD-MM-YYYY. */
export const REPORT_DATE_FORMAT = 'DD-MM-YYYY';

/** A YYYY-MM-DD day as DD-MM-YYYY (read as a calendar day: no time zone can move it). */
export const formatReportDay = (day: string) => dayjs(day).format(REPORT_DATE_FORMAT);

/** A week's Monday, short, for a chart's axis: '02 Mar'. */
export const formatWeekShort = (week: string) => dayjs(week).format('DD MMM');

const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** A fraction as a percentage ('25%'), a dash when there is nothing to divide by. */
export const formatRate = (rate: number | null) => (rate === null ? '–' : percent.format(rate));

/** Days with one decimal ('1.8'), a dash when nothing was measured. */
export const formatDays = (days: number | null) => (days === null ? '–' : decimal.format(days));
