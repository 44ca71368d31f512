import { useMemo, type CSSProperties } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_FIELD,
  useGridApiRef,
  GridOverlay,
  type GridCellParams,
  type GridOverlayProps,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@talent-desk/shared';
import { formatCount } from '@/lib/format';
import { DataCardList } from './data-card-list';
import type { DataTableProps, DataTableSort } from './data-table-types';
import { mergeSelection, toSelectionModel } from './selection';
import { COLUMN_AUTOSIZE, useColumnAutosize } from './use-column-autosize';

export type { DataTableProps, DataTableSort, SortOrder } from './data-table-types';

// The grid's styles stay the same on every render: its root serialises all of the grid's CSS together
// with `sx`, so each new `sx` hashed, parsed and inserted that whole sheet again (tens of ms a time).
// What changes (the overlay's height, headers and rows hidden until sized) is set on the wrapper.
const GRID_SX = {
  bgcolor: 'background.paper',
  '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
} as const;
const GRID_OPENABLE_SX = { ...GRID_SX, '& .MuiDataGrid-row': { cursor: 'pointer' } } as const;
const WRAPPER_SX = {
  width: '100%',
  minWidth: 0,
  '&[data-unsized] .MuiDataGrid-columnHeader, &[data-unsized] .MuiDataGrid-row, &[data-unsized] .MuiDataGrid-filler':
    { visibility: 'hidden' },
} as const;

function EmptyOverlay(props: GridOverlayProps) {
  return <GridOverlay {...props} />;
}

/** Clicks on these are the user's own (select, follow a link, press a button), not "open the row". */
function isInteractive(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, input, [role="checkbox"]') !== null;
}

/**
 * A server-side list: the server pages and sorts (docs/architecture.md §3 lists), the grid shows one page.
 * Generic over rows; columns in, page/sort/selection/open events out. On a phone, a list that gives
 * `renderCard` shows cards with a sort choice and the pager instead of a grid wider than the screen.
 */
export function DataTable<R extends GridValidRowModel>(props: DataTableProps<R>) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (narrow && props.renderCard) {
    return (
      <DataCardList {...props} pageSizes={props.pageSizes ?? PAGE_SIZES} renderCard={props.renderCard} />
    );
  }
  // A grid without rows is an ARIA grid missing its rows (axe aria-required-children): an empty list
  // says so outside any grid.
  if (props.emptyState && props.rowCount === 0 && props.rows.length === 0 && !props.loading) {
    return <Paper variant="outlined">{props.emptyState}</Paper>;
  }
  return <DataGridTable {...props} />;
}

function DataGridTable<R extends GridValidRowModel>({
  label,
  columns,
  rows,
  rowCount,
  totalIsExact = true,
  getRowId,
  loading = false,
  page,
  pageSize,
  onPageChange,
  pageSizes = PAGE_SIZES,
  sort,
  onSortChange,
  selection,
  onSelectionChange,
  onRowOpen,
  emptyState,
  rowHeight = 52,
  autosize = true,
}: DataTableProps<R>) {
  const { t } = useTranslation();
  const apiRef = useGridApiRef();
  const { onResize, firstSized } = useColumnAutosize(apiRef, rows, autosize);
  // Headers and rows stay invisible (their space kept) until the columns have their first widths:
  // while loading, and until the first rows are sized; an empty list shows its headers at once.
  const unsized = !firstSized && (loading || rows.length > 0);
  const selectable = selection !== undefined && onSelectionChange !== undefined;
  const pageIds = useMemo(() => rows.map(getRowId), [rows, getRowId]);
  // LIST-04. The grid is controlled, but it "corrects" a model it finds wrong by itself and reports the
  // correction through onPaginationModelChange as if the user had paged: a page past its last page is
  // clamped (in a setTimeout after the row count changes), and any new sort model (a new array on every
  // render, when keyed by the `sort` object pages pass anew) sends it to its first page. The list wrote
  // those reports into the URL, so `?page=50` became page 1 whenever the report came after the URL had
  // been corrected to the server's last page, and stayed right when it came before: a race between
  // the answer and the grid's timers. So the grid is only ever given a page it accepts (the URL's page,
  // capped at the last page of the known total: the URL follows the server's answer, useShownPage),
  // and a sort model that changes only with the sort.
  const lastKnownPage = totalIsExact && rowCount > 0 ? Math.ceil(rowCount / pageSize) : undefined;
  const gridPage = lastKnownPage === undefined ? page : Math.min(page, lastKnownPage);
  const paginationModel = useMemo(() => ({ page: gridPage - 1, pageSize }), [gridPage, pageSize]);
  const sortColumn = sort?.column;
  const sortOrder = sort?.order;
  const sortModel = useMemo<GridSortModel>(
    () => (sortColumn && sortOrder ? [{ field: sortColumn, sort: sortOrder }] : []),
    [sortColumn, sortOrder],
  );
  const selectionModel = useMemo(() => toSelectionModel(selection ?? []), [selection]);

  function open(params: GridCellParams<R>) {
    if (onRowOpen && params.field !== GRID_CHECKBOX_SELECTION_FIELD) onRowOpen(params.row);
  }

  return (
    <Box
      sx={WRAPPER_SX}
      data-unsized={unsized || undefined}
      // Loading, the skeleton is as tall as a full page of rows: the footer and what follows the grid
      // stay where the rows will put them (no layout shift when they arrive). The grid inherits it.
      style={{ '--DataGrid-overlayHeight': loading ? `${pageSize * rowHeight}px` : '320px' } as CSSProperties}
    >
      <DataGrid<R>
        apiRef={apiRef}
        aria-label={label}
        columns={columns}
        rows={rows}
        // An inexact total ('10,000+') is an unknown row count to the grid, which then keeps Next enabled.
        rowCount={totalIsExact ? rowCount : -1}
        paginationMeta={totalIsExact ? undefined : { hasNextPage: true }}
        localeText={
          totalIsExact
            ? undefined
            : {
                paginationDisplayedRows: ({ from, to }) =>
                  t('dataTable.displayedRowsAtLeast', {
                    from: formatCount(from),
                    to: formatCount(to),
                    total: formatCount(rowCount),
                  }),
              }
        }
        getRowId={getRowId}
        loading={loading}
        autoHeight
        rowHeight={rowHeight}
        autosizeOptions={COLUMN_AUTOSIZE}
        onResize={onResize}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => {
          // The page it was given, reported back: nothing to change.
          if (model.page === paginationModel.page && model.pageSize === pageSize) return;
          // A new page size starts again at page 1 (the old page may not exist any more).
          const nextPage = model.pageSize === pageSize ? model.page + 1 : 1;
          onPageChange(nextPage, model.pageSize);
        }}
        pageSizeOptions={pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize]}
        sortModel={sortModel}
        // The server always sorts by something: a third click does not clear the sort.
        sortingOrder={['asc', 'desc']}
        onSortModelChange={(model) => {
          const first = model[0];
          const next: DataTableSort | null = first?.sort ? { column: first.field, order: first.sort } : null;
          onSortChange?.(next);
        }}
        checkboxSelection={selectable}
        keepNonExistentRowsSelected
        rowSelectionModel={selectable ? selectionModel : undefined}
        onRowSelectionModelChange={(model) =>
          onSelectionChange?.(mergeSelection(model, selection ?? [], pageIds))
        }
        onCellClick={(params, event) => {
          if (!isInteractive(event.target)) open(params);
        }}
        onCellKeyDown={(params, event) => {
          if (event.key === 'Enter' && !isInteractive(event.target)) open(params);
        }}
        slots={{ noRowsOverlay: EmptyOverlay }}
        slotProps={{
          noRowsOverlay: { children: emptyState },
          loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
        }}
        sx={onRowOpen ? GRID_OPENABLE_SX : GRID_SX}
      />
    </Box>
  );
}
