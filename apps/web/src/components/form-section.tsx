import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type FormSectionProps = { id: string; title: string; description?: string; children: ReactNode };

/** One titled block of a form (candidates, vacancies); its fields sit on a 12-column grid (2 columns from md). */
export function FormSection({ id, title, description, children }: FormSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={0.5} sx={{ mb: 2.5 }}>
        <Typography id={headingId} variant="h3" component="h2">
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        )}
      </Stack>
      <Grid container spacing={2.5}>
        {children}
      </Grid>
    </Paper>
  );
}

/** A grid cell: full width on phones, half (or `full`) from md. */
export function FieldCell({ children, full = false }: { children: ReactNode; full?: boolean }) {
  return <Grid size={{ xs: 12, md: full ? 12 : 6 }}>{children}</Grid>;
}
