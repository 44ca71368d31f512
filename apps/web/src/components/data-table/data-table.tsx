import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@talent-desk/shared';
import { DataCardList } from './data-card-list';
import { cellContent, cellStyle, gridTemplate } from './data-table-cell';
import { DataTableHead } from './data-table-head';
import { DataTablePager } from './data-table-pager';
import type { DataRow, DataTableProps } from './data-table-types';
import { pageSelection, withPage, withRow } from './selection';

export type { DataColumn, DataRow, DataTableProps, DataTableSort, SortOrder } from './data-table-types';

// The table is a CSS grid of ARIA table parts: every row shares the table's column tracks (subgrid),
// so the browser sizes the columns to their content and to the width there is, with no script and no
// measuring pass after the rows arrive (gridTemplate). One object for every render: MUI serialises a
// new `sx` again each time.
const SUBGRID = { display: 'grid', gridTemplateColumns: 'subgrid', gridColumn: '1 / -1' } as const;
const TABLE_SX = {
  display: 'grid',
  '& .MuiTableHead-root, & .MuiTableBody-root, & .MuiTableRow-root': SUBGRID,
  '& .MuiTableCell-root': { display: 'flex', alignItems: 'center', minWidth: 0, whiteSpace: 'nowrap' },
  '& .MuiTableCell-head': { fontWeight: 600 },
  '& .MuiTableCell-body': { py: 0.75 },
  '&[aria-busy="true"] .MuiTableBody-root': { opacity: 0.6 },
} as const;
const OPENABLE_ROW_SX = { cursor: 'pointer' } as const;
const CUT_SX = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' } as const;
const SPAN_ALL = { gridColumn: '1 / -1' } as const;

/** Clicks on these are the user's own (select, follow a link, press a button), not "open the row". */
function isInteractive(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, input, label, [role="checkbox"]') !== null;
}

/**
 * A server-side list: the server pages and sorts (docs/architecture.md §3 lists), the table shows one
 * page. Generic over rows; columns in, page/sort/selection/open events out. On a phone, a list that
 * gives `renderCard` shows cards with a sort choice and the pager instead of a table wider than the
 * screen.
 */
export function DataTable<R extends DataRow>(props: DataTableProps<R>) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (narrow && props.renderCard) {
    return (
      <DataCardList {...props} pageSizes={props.pageSizes ?? PAGE_SIZES} renderCard={props.renderCard} />
    );
  }
  if (props.emptyState && props.rowCount === 0 && props.rows.length === 0 && !props.loading) {
    return <Paper variant="outlined">{props.emptyState}</Paper>;
  }
  return <PlainTable {...props} />;
}

function PlainTable<R extends DataRow>({
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
  rowHeight = 52,
  rowLabel,
}: DataTableProps<R>) {
  const { t } = useTranslation();
  const selectable = selection !== undefined && onSelectionChange !== undefined;
  const pageIds = useMemo(() => rows.map(getRowId), [rows, getRowId]);
  const selected = useMemo(() => new Set(selection ?? []), [selection]);
  const template = useMemo(() => gridTemplate(columns, selectable), [columns, selectable]);

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {/* The progress bar's room is kept while nothing loads: the table does not move when it comes. */}
      <Box sx={{ height: 4 }}>{loading ? <LinearProgress aria-label={t('app.loading')} /> : null}</Box>
      <TableContainer>
        <Table
          component="div"
          aria-label={label}
          aria-busy={loading || undefined}
          sx={TABLE_SX}
          style={{ gridTemplateColumns: template }}
        >
          <DataTableHead
            columns={columns}
            sort={sort}
            onSortChange={onSortChange ?? undefined}
            pageSelected={selectable && rows.length > 0 ? pageSelection(selection, pageIds) : undefined}
            onSelectPage={(on) => onSelectionChange?.(withPage(selection ?? [], pageIds, on))}
          />
          <TableBody component="div">
            {rows.length === 0 && loading
              ? // A page of placeholder rows as tall as the rows to come: nothing below moves when they do.
                Array.from({ length: pageSize }, (_, index) => (
                  <TableRow key={index} component="div" style={{ minHeight: rowHeight }}>
                    <TableCell component="div" role="cell" sx={SPAN_ALL}>
                      <Skeleton variant="text" sx={{ flex: 1 }} />
                    </TableCell>
                  </TableRow>
                ))
              : null}
            {rows.length === 0 && !loading ? (
              <TableRow component="div">
                <TableCell
                  component="div"
                  role="cell"
                  sx={{ ...SPAN_ALL, justifyContent: 'center', py: 6, color: 'text.secondary' }}
                >
                  {t('dataTable.noRows')}
                </TableCell>
              </TableRow>
            ) : null}
            {rows.map((row, index) => {
              const id = pageIds[index] ?? getRowId(row);
              const isSelected = selected.has(id);
              return (
                <TableRow
                  key={id}
                  component="div"
                  data-id={id}
                  hover
                  selected={isSelected}
                  style={{ minHeight: rowHeight }}
                  sx={onRowOpen ? OPENABLE_ROW_SX : undefined}
                  onClick={
                    onRowOpen
                      ? (event) => {
                          if (!isInteractive(event.target)) onRowOpen(row);
                        }
                      : undefined
                  }
                >
                  {selectable ? (
                    <TableCell component="div" role="cell" padding="checkbox">
                      <Checkbox
                        checked={isSelected}
                        onChange={(event) => onSelectionChange(withRow(selection, id, event.target.checked))}
                        slotProps={{
                          input: { 'aria-label': t('dataTable.selectRow', { name: rowLabel?.(row) ?? id }) },
                        }}
                      />
                    </TableCell>
                  ) : null}
                  {columns.map((column) => (
                    <TableCell
                      key={column.field}
                      component="div"
                      role="cell"
                      data-field={column.field}
                      style={cellStyle(column)}
                    >
                      <Box sx={CUT_SX} style={{ maxWidth: column.maxWidth }}>
                        {cellContent(column, row)}
                      </Box>
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {/* Not under the placeholder rows: a first page shorter than them would move it up (layout shift). */}
      {rows.length === 0 && loading ? null : (
        <DataTablePager
          rowCount={rowCount}
          totalIsExact={totalIsExact}
          page={page}
          pageSize={pageSize}
          pageSizes={pageSizes}
          onPageChange={onPageChange}
        />
      )}
    </Paper>
  );
}
