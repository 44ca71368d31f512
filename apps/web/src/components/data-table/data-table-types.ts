import type { ReactNode } from 'react';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/**
 * A row of a DataTable, and a column of one: the lists define their columns with these names, never
 * with the grid library's own types, so the table's implementation can change without them.
 */
export type DataRow = GridValidRowModel;
export type DataColumn<R extends DataRow> = GridColDef<R>;

export type SortOrder = 'asc' | 'desc';
export type DataTableSort = { column: string; order: SortOrder };

export type DataTableProps<R extends DataRow> = {
  /** The grid's accessible name. */
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
  /** Opening a row: a click on it (not on its checkbox, link or button) or Enter on one of its cells. */
  onRowOpen?: (row: R) => void;
  /** Shown instead of rows when there are none (an EmptyState). */
  emptyState?: ReactNode;
  rowHeight?: number;
  /** Columns sized to the content of the page shown (within their min/maxWidth); on by default. */
  autosize?: boolean;
  /** How a row is named to assistive technology (the card's checkbox: 'Select {name}'). */
  rowLabel?: (row: R) => string;
  /** On phones the rows become cards showing this; without it the grid scrolls sideways. */
  renderCard?: (row: R) => ReactNode;
};
