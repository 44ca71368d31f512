import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type PipelineListProps = {
  label: string;
  /** Inside a card of its own (with a pager): no outline of its own. */
  flat?: boolean;
  children: ReactNode;
};

/** The list of a pipeline's rows: one outlined card, rows divided by a rule. */
export function PipelineList({ label, flat = false, children }: PipelineListProps) {
  return (
    <Paper
      variant="outlined"
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        ...(flat
          ? { border: 'none', borderBottom: '1px solid', borderColor: 'divider', borderRadius: 0 }
          : {}),
        '& > li + li': { borderTop: '1px solid', borderColor: 'divider' },
      }}
    >
      {children}
    </Paper>
  );
}

export type PipelineRowProps = {
  /** The row's name: a vacancy title, or a candidate's name (a link to the candidate). */
  title: ReactNode;
  /** The grey line under the title. */
  details: string;
  /** Status chips and GLO-R marks. */
  chips: ReactNode;
  /** The row menu; none when the user has no action on the row (the card then keeps no room for it). */
  menu?: ReactNode;
  testId: string;
};

/**
 * One candidate on one vacancy: title and details, then the chips, then the row menu. Side by side from
 * 600 px; below, stacked as a card with the menu in its top-right corner.
 */
export function PipelineRow({ title, details, chips, menu, testId }: PipelineRowProps) {
  return (
    <Box
      component="li"
      data-testid={testId}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: { xs: 1, sm: 2 },
        px: { xs: 2, sm: 3 },
        py: 2,
        position: 'relative',
      }}
    >
      <Stack spacing={0.25} sx={{ flex: 1, minWidth: 0, pr: { xs: menu ? 5 : 0, sm: 0 } }}>
        <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {details}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {chips}
      </Stack>
      {menu ? (
        <Box sx={{ position: { xs: 'absolute', sm: 'static' }, top: 8, right: 8, minWidth: 40 }}>{menu}</Box>
      ) : null}
    </Box>
  );
}
