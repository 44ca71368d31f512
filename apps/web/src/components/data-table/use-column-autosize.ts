import { useCallback, useEffect, useRef, useState } from 'react';
import type { GridApi, GridAutosizeOptions, GridColDef } from '@mui/x-data-grid';
import { fitColumns } from './fit-columns';

/**
 * Columns as wide as their content (headers included) and, when that leaves room, stretched to fill
 * the grid; a column's maxWidth still caps it (the cell shows the rest on hover: CellText).
 */
export const COLUMN_AUTOSIZE: GridAutosizeOptions = {
  includeHeaders: true,
  includeOutliers: true,
  expand: true,
};

/** Content wider than the grid (a laptop's width): the columns give up room down to their minWidth. */
function fitToGrid(api: GridApi): void {
  const available = Math.floor(api.getRootDimensions().viewportInnerSize.width);
  const columns = api.getVisibleColumns().map((column) => ({
    field: column.field,
    width: column.computedWidth,
    minWidth: column.minWidth ?? column.computedWidth,
  }));
  const fitted = fitColumns(columns, available);
  // One update for all the columns: each setColumnWidth rendered the grid again.
  // updateColumns replaces a column's definition: each keeps its own, with the new width.
  if (fitted.length > 0) {
    api.updateColumns(
      fitted.flatMap(({ field, width }) => {
        const column = api.getColumn(field) as GridColDef | undefined;
        return column ? [{ ...column, width, flex: 0 }] : [];
      }),
    );
  }
}

/** Past this, rows not yet sized are shown anyway (a sizing that never ends must not hide the list). */
const FIRST_SIZING_MAX_MS = 1_000;

/**
 * Sizes the columns to the rows shown: after each new page of rows (a server-paged grid has other
 * content on every page) and when the grid changes width. Returns the resize handler for the grid, and
 * whether the first rows are sized yet: until then the grid keeps its headers and rows invisible, so
 * that the first sizing moves nothing the user sees (the candidate list's layout shift was 0.13 from it).
 */
export function useColumnAutosize(
  apiRef: { current: GridApi | null },
  rows: readonly unknown[],
  enabled: boolean,
): { onResize: (size: { width: number }) => void; firstSized: boolean } {
  const width = useRef<number | null>(null);
  const [firstSized, setFirstSized] = useState(!enabled);
  const rowCount = useRef(rows.length);
  useEffect(() => {
    rowCount.current = rows.length;
  }, [rows.length]);
  const autosize = useCallback(() => {
    const api = apiRef.current;
    if (!enabled || !api) return;
    // A sizing with no rows yet (the grid's first resize) sizes only the headers: not the first one.
    const withRows = rowCount.current > 0;
    void api
      .autosizeColumns(COLUMN_AUTOSIZE)
      .then(() => fitToGrid(api))
      .finally(() => {
        if (withRows) setFirstSized(true);
      });
  }, [apiRef, enabled]);
  useEffect(() => {
    if (!enabled || rows.length === 0) return;
    // The grid renders the new rows in its own effects: measure on the next frame.
    const frame = requestAnimationFrame(autosize);
    return () => cancelAnimationFrame(frame);
  }, [rows, enabled, autosize]);
  useEffect(() => {
    if (firstSized || rows.length === 0) return;
    const timer = setTimeout(() => setFirstSized(true), FIRST_SIZING_MAX_MS);
    return () => clearTimeout(timer);
  }, [firstSized, rows.length]);
  // Only a new width: a horizontal scrollbar coming or going changes the height, and sizing again
  // on that would undo the fit (the scrollbar comes back, and so on).
  const onResize = useCallback(
    (size: { width: number }) => {
      if (width.current === size.width) return;
      width.current = size.width;
      autosize();
    },
    [autosize],
  );
  return { onResize, firstSized };
}
