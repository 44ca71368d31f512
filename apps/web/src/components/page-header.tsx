import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type PageHeaderProps = { title: string; intro: string; action?: ReactNode };

/** A page's heading row: the h1 and a line saying what the page is, its main button beside (below on a phone). */
export function PageHeader({ title, intro, action }: PageHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
    >
      <Stack spacing={0.5}>
        <Typography variant="h1" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{intro}</Typography>
      </Stack>
      {action}
    </Stack>
  );
}
