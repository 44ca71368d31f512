import { useId } from 'react';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import { FilterForm, type FilterFormProps } from './filter-form';

export type FilterPanelProps = Omit<FilterFormProps, 'titleId' | 'fill'> & {
  /** 'drawer' slides in from the right (lists); 'panel' sits in the page (the audience form). */
  variant?: 'drawer' | 'panel';
  open?: boolean;
  /** The panel's box in the page (a height limit, so that its fields scroll under fixed buttons). */
  sx?: SxProps<Theme>;
};

/**
 * Filters from a declarative field list: async option lists, fixed lists, single picks, yes/no, numbers,
 * days and free-text entries; Apply sends the draft, Clear empties and applies. The heading shows how
 * many filters are active.
 */
export function FilterPanel({ variant = 'drawer', open = false, sx, ...props }: FilterPanelProps) {
  const titleId = useId();
  if (variant === 'panel') {
    return (
      <Paper
        variant="outlined"
        sx={[{ display: 'flex', flexDirection: 'column', minHeight: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        <FilterForm {...props} titleId={titleId} fill={false} />
      </Paper>
    );
  }
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={props.onClose}
      slotProps={{
        // The drawer is a modal dialog: named by the panel's heading.
        paper: {
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 420 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <FilterForm {...props} titleId={titleId} fill />
    </Drawer>
  );
}
