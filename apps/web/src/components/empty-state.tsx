import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';

export type EmptyStateProps = {
  title: string;
  hint?: string;
  /** Defaults to an empty-tray icon; decorative, hidden from screen readers. */
  icon?: ReactNode;
  /** A button or link that gets the user out of the empty state (e.g. 'Clear filters'). */
  action?: ReactNode;
  /** Heading level of the title inside the page. */
  headingLevel?: 'h2' | 'h3' | 'h4';
};

/** Says that a list is empty and what to do about it (docs/architecture.md §4: empty lists say so). */
export function EmptyState({ title, hint, icon, action, headingLevel = 'h2' }: EmptyStateProps) {
  return (
    <Stack
      role="status"
      spacing={1.5}
      sx={{
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        py: 6,
        px: 2,
        height: '100%',
      }}
    >
      <Box aria-hidden sx={{ color: 'text.secondary', '& svg': { fontSize: 44 } }}>
        {icon ?? <InboxOutlinedIcon />}
      </Box>
      <Typography variant="h3" component={headingLevel}>
        {title}
      </Typography>
      {hint ? (
        <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
          {hint}
        </Typography>
      ) : null}
      {action ? <Box sx={{ pt: 0.5 }}>{action}</Box> : null}
    </Stack>
  );
}
