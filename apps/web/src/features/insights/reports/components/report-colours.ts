/**
 * The colours of the reports' series: distinct in hue and lightness (each named in the legend and the
 * table too), the same meaning everywhere: grey the whole, blue reached, green done, red lost. Mid
 * tones: each stands out 3:1 or better on the light and the dark scheme's surfaces alike.
 */
export const REPORT_COLOURS = {
  total: '#6b7f8a',
  blue: '#4a78d6',
  purple: '#9b59b6',
  green: '#2f8a3a',
  amber: '#b26a00',
  red: '#d23b3b',
  teal: '#00897b',
} as const;

/** How many named rows (campaigns, vendors) a chart shows; the table below has them all. */
export const CHART_TOP = 10;
