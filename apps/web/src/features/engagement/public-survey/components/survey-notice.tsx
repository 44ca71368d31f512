import { useEffect, useRef } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export type SurveyNoticeProps = {
  title: string;
  hint: string;
  /** A message the candidate caused (thanks): it takes the focus and is announced. */
  announce?: boolean;
};

/**
 * A page-sized message in place of the survey: thanks, closed, or a link that leads nowhere. The
 * heading is the page's h1; an announced notice takes the focus, so a phone scrolls to it and a screen
 * reader reads it.
 */
export function SurveyNotice({ title, hint, announce = false }: SurveyNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (announce) ref.current?.focus();
  }, [announce]);
  return (
    <Paper
      ref={ref}
      variant="outlined"
      role={announce ? 'status' : undefined}
      tabIndex={announce ? -1 : undefined}
      sx={{ p: { xs: 2.5, sm: 4 }, outline: 'none' }}
    >
      <Typography variant="h1" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{hint}</Typography>
    </Paper>
  );
}
