/**
 * The colours of the reports' series: distinct in hue and lightness (each named in the legend and the
 * table too), the same meaning everywhere: grey the whole, blue reached, green done, red lost.
 */
export const REPORT_COLOURS = {
  total: '#455a64',
  blue: '#1e4fa3',
  purple: '#8e44ad',
  green: '#2e7d32',
  amber: '#b26a00',
  red: '#c62828',
  teal: '#00796b',
} as const;

/** How many named rows (campaigns, vendors) a chart shows; the table below has them all. */
export const CHART_TOP = 10;
