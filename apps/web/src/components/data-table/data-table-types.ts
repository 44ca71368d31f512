import type { ReactNode } from 'react';

/** A row of a DataTable: any record; the table reads a column's `field` from it. */
export type DataRow = Record<string, unknown>;

/**
 * A column of a DataTable (docs/decisions.md, "Lists as plain tables"): as wide as its content, within
 * minWidth and maxWidth; `flex` is read by the respondents' virtualised grid only.
 */
export type DataColumn<R extends DataRow> = {
  field: string;
  headerName?: string;
  /** Shown on hovering the header (a survey question behind its short header). */
  description?: string;
  /** 'number' columns align right. */
  type?: 'string' | 'number';
  /** Whether the server sorts by this column; true unless set false. */
  sortable?: boolean;
  width?: number;
  minWidth?: number;
  /** Longer content is cut with an ellipsis (CellText shows the full value on hover). */
  maxWidth?: number;
  flex?: number;
  align?: 'left' | 'center' | 'right';
  headerAlign?: 'left' | 'center' | 'right';
  /** The cell's value when it is not the row's `field` (a label, a formatted date). */
  valueGetter?: (value: never, row: R) => unknown;
  /** The value as text, when no renderCell shows it. */
  valueFormatter?: (value: never, row: R) => string;
  renderCell?: (params: { row: R; value: unknown }) => ReactNode;
};

export type SortOrder = 'asc' | 'desc';
export type DataTableSort = { column: string; order: SortOrder };

export type DataTableProps<R extends DataRow> = {
  /** The table's accessible name. */
  label: string;
  columns: DataColumn<R>[];
  rows: readonly R[];
  /** totalElements of the paged response. */
  rowCount: number;
  /** False when rowCount is only a lower bound ('10,000+'): the pager then always offers a next page. */
  totalIsExact?: boolean;
  getRowId: (row: R) => string;
  loading?: boolean;
  /** 1-based page and page size, as in the URL and the API. */
  page: number;
  pageSize: number;
  onPageChange: (page: number, pageSize: number) => void;
  pageSizes?: readonly number[];
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Checkbox selection by id, kept across pages; omit both to have no checkboxes. */
  selection?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  /** Opening a row: a click on it (not on its checkbox, link or button) or Enter on the focused row. */
  onRowOpen?: (row: R) => void;
  /** Shown instead of rows when there are none (an EmptyState). */
  emptyState?: ReactNode;
  rowHeight?: number;
  /** How a row is named to assistive technology (its checkbox: 'Select {name}'). */
  rowLabel?: (row: R) => string;
  /** On phones the rows become cards showing this; without it the table scrolls sideways. */
  renderCard?: (row: R) => ReactNode;
};
