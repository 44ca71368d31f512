import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/lib/visually-hidden';

export type ReportSectionProps = {
  title: string;
  hint: string;
  /** What the chart shows, for assistive technology (the table below holds the numbers). */
  chartLabel: string;
  chart: ReactNode;
  /** A key figure beside the title (e.g. a median over the whole range). */
  figure?: ReactNode;
  table: ReactNode;
};

/** One part of a report: its title and what it counts, a chart, and the same numbers as a table under it. */
export function ReportSection({ title, hint, chartLabel, chart, figure, table }: ReportSectionProps) {
  const id = useId();
  const descriptionId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Stack spacing={2}>
        <div>
          <Typography id={id} variant="h2" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
          {figure}
        </div>
        {/* The chart library's own title is a plain div: the figure role carries the name instead. */}
        <Box role="figure" aria-label={chartLabel} aria-describedby={descriptionId} sx={{ minWidth: 0 }}>
          <Box component="p" id={descriptionId} sx={visuallyHidden}>
            {hint}
          </Box>
          {chart}
        </Box>
        {table}
      </Stack>
    </Paper>
  );
}
