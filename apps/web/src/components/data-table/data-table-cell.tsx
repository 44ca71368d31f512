import type { CSSProperties, ReactNode } from 'react';
import { formatCount } from '@/lib/format';
import type { DataColumn, DataRow } from './data-table-types';

type Align = 'left' | 'center' | 'right';

/** Where a column's cells and header sit: numbers to the right unless the column says otherwise. */
export function cellAlign<R extends DataRow>(column: DataColumn<R>, header = false): Align {
  const own = header ? (column.headerAlign ?? column.align) : column.align;
  return own ?? (column.type === 'number' ? 'right' : 'left');
}

const JUSTIFY: Record<Align, CSSProperties['justifyContent']> = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
};

/** A cell's own style: its content placed as the column aligns it. */
export function cellStyle<R extends DataRow>(column: DataColumn<R>, header = false): CSSProperties {
  return { justifyContent: JUSTIFY[cellAlign(column, header)] };
}

/**
 * The table's columns as CSS grid tracks, so the browser sizes them without script: a column is as
 * wide as its widest cell (header included; maxWidth caps the cell's content) and room left over is
 * shared out; when the table is narrower than its content, every column gives up room alike, down to
 * its minWidth, and cuts its content with an ellipsis. A column without minWidth keeps its content's
 * width.
 */
export function gridTemplate<R extends DataRow>(
  columns: readonly DataColumn<R>[],
  selectable: boolean,
): string {
  const tracks = columns.map((column) =>
    column.width !== undefined
      ? `${column.width}px`
      : `minmax(${column.minWidth !== undefined ? `${column.minWidth}px` : 'max-content'}, auto)`,
  );
  return [...(selectable ? ['max-content'] : []), ...tracks].join(' ');
}

/** What a cell shows: the column's renderCell, else its (formatted) value as text. */
export function cellContent<R extends DataRow>(column: DataColumn<R>, row: R): ReactNode {
  const raw = row[column.field];
  const value = column.valueGetter ? column.valueGetter(raw as never, row) : raw;
  if (column.renderCell) return column.renderCell({ row, value });
  if (column.valueFormatter) return column.valueFormatter(value as never, row);
  if (typeof value === 'number' && column.type === 'number') return formatCount(value);
  return value === null || value === undefined ? '' : String(value);
}
