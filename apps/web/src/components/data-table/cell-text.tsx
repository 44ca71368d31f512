import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export type CellTextProps = {
  /** The full value: shown on hover when the cell is too narrow for it. */
  text: string;
  /** What the cell shows (a link, a chip); the text itself by default. */
  children?: ReactNode;
};

/** A grid cell's content cut with an ellipsis when the column is narrow, the full value in its title. */
export function CellText({ text, children }: CellTextProps) {
  return (
    <Box
      component="span"
      title={text}
      sx={{
        display: 'block',
        minWidth: 0,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {children ?? text}
    </Box>
  );
}
