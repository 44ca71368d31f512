import { useCallback, useEffect } from 'react';
import type { GridApi, GridAutosizeOptions } from '@mui/x-data-grid';

/**
 * Columns as wide as their content (headers included) and, when that leaves room, stretched to fill
 * the grid; a column's maxWidth still caps it (the cell shows the rest on hover: CellText).
 */
export const COLUMN_AUTOSIZE: GridAutosizeOptions = {
  includeHeaders: true,
  includeOutliers: true,
  expand: true,
};

/**
 * Sizes the columns to the rows shown: after each new page of rows (a server-paged grid has other
 * content on every page) and when the grid changes width. Returns the resize handler for the grid.
 */
export function useColumnAutosize(
  apiRef: { current: GridApi | null },
  rows: readonly unknown[],
  enabled: boolean,
): () => void {
  const autosize = useCallback(() => {
    if (enabled) void apiRef.current?.autosizeColumns(COLUMN_AUTOSIZE);
  }, [apiRef, enabled]);
  useEffect(() => {
    if (!enabled || rows.length === 0) return;
    // The grid renders the new rows in its own effects: measure on the next frame.
    const frame = requestAnimationFrame(autosize);
    return () => cancelAnimationFrame(frame);
  }, [rows, enabled, autosize]);
  return autosize;
}
