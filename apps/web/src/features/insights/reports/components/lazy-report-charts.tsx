import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { ReportChartProps } from './report-charts';

// MUI X Charts and d3 are the heaviest part of a report: their own chunk, loaded while the tables show.
const BarChart = lazy(() => import('./report-charts').then((m) => ({ default: m.ReportBarChart })));
const LineChart = lazy(() => import('./report-charts').then((m) => ({ default: m.ReportLineChart })));

const placeholder = (height = 320) => <Skeleton variant="rounded" height={height} />;

export function LazyBarChart(props: ReportChartProps) {
  return (
    <Suspense fallback={placeholder(props.height)}>
      <BarChart {...props} />
    </Suspense>
  );
}

export function LazyLineChart(props: ReportChartProps) {
  return (
    <Suspense fallback={placeholder(props.height)}>
      <LineChart {...props} />
    </Suspense>
  );
}
