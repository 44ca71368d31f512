import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

export type ChartSeries = {
  id: string;
  label: string;
  data: (number | null)[];
  color: string;
  /** Series with the same stack are drawn on top of each other. */
  stack?: string;
};

export type ReportChartProps = {
  /** One label per point (a week, a campaign, a vendor, a stage). */
  labels: string[];
  series: ChartSeries[];
  /** Bars along the y axis: long names (campaigns, vendors, stages) stay readable on a phone. */
  horizontal?: boolean;
  /** How a value reads in the tooltip and on the value axis (e.g. a percentage). */
  format?: (value: number | null) => string;
  /** Values are counts: no 0.5 ticks on a quiet range. */
  whole?: boolean;
  height?: number;
};

/**
 * A report's bar chart over weeks or named rows. The chart animates with script: a user asking for
 * reduced motion gets it drawn at once (MUI X follows prefers-reduced-motion).
 */
export function ReportBarChart({
  labels,
  series,
  horizontal = false,
  format,
  whole = true,
  height = 320,
}: ReportChartProps) {
  const band = { scaleType: 'band' as const, data: labels };
  const value = {
    min: 0,
    ...(whole ? { tickMinStep: 1 } : {}),
    ...(format ? { valueFormatter: (v: number | null) => format(v) } : {}),
  };
  return (
    <BarChart
      height={height}
      layout={horizontal ? 'horizontal' : 'vertical'}
      // Horizontal bars: room for the names on the left.
      xAxis={[horizontal ? value : band]}
      yAxis={[horizontal ? { ...band, width: 140 } : value]}
      series={series.map((s) => ({ ...s, ...(format ? { valueFormatter: format } : {}) }))}
      margin={{ left: 8, right: 24 }}
    />
  );
}

/** A report's lines over the weeks of the range; straight segments (a curve would invent values). */
export function ReportLineChart({ labels, series, height = 320 }: ReportChartProps) {
  return (
    <LineChart
      height={height}
      xAxis={[{ scaleType: 'point', data: labels }]}
      yAxis={[{ min: 0, tickMinStep: 1 }]}
      series={series.map((s) => ({ ...s, curve: 'linear' as const, showMark: labels.length <= 31 }))}
      margin={{ left: 8, right: 40 }}
    />
  );
}
