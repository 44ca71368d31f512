import { alpha, type Theme } from '@mui/material/styles';

/** The bulk bars' surface (wide and compact): tinted with the accent while rows are selected, in either scheme. */
export const bulkBarBackground = (none: boolean) => (theme: Theme) =>
  none ? theme.palette.background.paper : alpha(theme.palette.primary.main, 0.08);
