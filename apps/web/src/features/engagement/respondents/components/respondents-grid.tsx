import { useMemo } from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import type { RespondentRow, RespondentsSortQuery } from '@talent-desk/shared';
import type { DataColumn } from '@/components/data-table/data-table-types';

export type RespondentsGridProps = {
  label: string;
  columns: DataColumn<RespondentRow>[];
  rows: readonly RespondentRow[];
  loading: boolean;
  sort: RespondentsSortQuery;
  onSortChange: (sort: RespondentsSortQuery) => void;
  selection: readonly string[];
  onSelectionChange: (ids: string[]) => void;
};

const ROW_HEIGHT = 52;
const HEADER_HEIGHT = 56;
// The MIT grid pages at most 100 rows; in server mode it shows every row it is given.
const PAGE = { page: 0, pageSize: 100 };

const rowId = (row: RespondentRow) => row.candidateExternalId;

/** The lists' column as the virtualised grid's: the same fields, its own callback signatures. */
function toGridColumn({
  valueGetter,
  valueFormatter,
  renderCell,
  ...column
}: DataColumn<RespondentRow>): GridColDef<RespondentRow> {
  return {
    ...column,
    valueGetter: valueGetter ? (value, row) => valueGetter(value as never, row) : undefined,
    valueFormatter: valueFormatter ? (value, row) => valueFormatter(value as never, row) : undefined,
    renderCell: renderCell ? ({ row, value }) => renderCell({ row, value }) : undefined,
  };
}

/**
 * RESP-03/05/11: every row at once (no footer, no pager), sorted by the server, a checkbox per row.
 * The grid is as tall as its rows up to most of the window; beyond that it scrolls inside (virtualised,
 * so a few thousand rows stay smooth).
 */
export function RespondentsGrid({
  label,
  columns,
  rows,
  loading,
  sort,
  onSortChange,
  selection,
  onSelectionChange,
}: RespondentsGridProps) {
  const sortModel = useMemo<GridSortModel>(() => [{ field: sort.column, sort: sort.order }], [sort]);
  const gridColumns = useMemo(() => columns.map(toGridColumn), [columns]);
  const selectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set<GridRowId>(selection) }),
    [selection],
  );
  const contentHeight = HEADER_HEIGHT + rows.length * ROW_HEIGHT + 2;

  return (
    <Box sx={{ width: '100%', minWidth: 0, height: `min(${contentHeight}px, max(60vh, 420px))` }}>
      <DataGrid<RespondentRow>
        aria-label={label}
        columns={gridColumns}
        rows={rows}
        rowCount={rows.length}
        getRowId={rowId}
        loading={loading}
        rowHeight={ROW_HEIGHT}
        columnHeaderHeight={HEADER_HEIGHT}
        hideFooter
        paginationMode="server"
        paginationModel={PAGE}
        sortingMode="server"
        sortModel={sortModel}
        // The server always sorts by something: a third click does not clear the sort.
        sortingOrder={['asc', 'desc']}
        onSortModelChange={(model) => {
          const first = model[0];
          if (first?.sort) onSortChange({ column: first.field, order: first.sort });
        }}
        disableColumnFilter
        disableColumnMenu
        checkboxSelection
        disableRowSelectionOnClick
        rowSelectionModel={selectionModel}
        onRowSelectionModelChange={(model) => {
          const ids = rows.map(rowId);
          onSelectionChange(
            model.type === 'include'
              ? ids.filter((id) => model.ids.has(id))
              : ids.filter((id) => !model.ids.has(id)),
          );
        }}
        sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 } }}
      />
    </Box>
  );
}
