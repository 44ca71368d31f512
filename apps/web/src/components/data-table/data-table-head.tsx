import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import { cellStyle } from './data-table-cell';
import type { DataColumn, DataRow, DataTableSort } from './data-table-types';

export type DataTableHeadProps<R extends DataRow> = {
  columns: readonly DataColumn<R>[];
  sort?: DataTableSort | null;
  /** Without it no header sorts. */
  onSortChange?: (sort: DataTableSort) => void;
  /** The header checkbox (select this page), when the table has checkboxes. */
  pageSelected?: 'all' | 'some' | 'none';
  onSelectPage?: (selected: boolean) => void;
};

/**
 * The header row: a checkbox for the page when rows are selectable, and a sort button per sortable
 * column (aria-sort on the sorted one). The server always sorts by something: a click on the sorted
 * column turns its order, never clears it.
 */
export function DataTableHead<R extends DataRow>({
  columns,
  sort,
  onSortChange,
  pageSelected,
  onSelectPage,
}: DataTableHeadProps<R>) {
  const { t } = useTranslation();
  return (
    <TableHead component="div">
      <TableRow component="div">
        {pageSelected !== undefined && onSelectPage ? (
          <TableCell component="div" role="columnheader" padding="checkbox">
            <Checkbox
              checked={pageSelected === 'all'}
              indeterminate={pageSelected === 'some'}
              onChange={(event) => onSelectPage(event.target.checked)}
              slotProps={{ input: { 'aria-label': t('dataTable.selectPage') } }}
            />
          </TableCell>
        ) : null}
        {columns.map((column) => {
          const sorted = sort?.column === column.field ? sort.order : undefined;
          const title = column.headerName ?? '';
          return (
            <TableCell
              key={column.field}
              component="div"
              role="columnheader"
              data-field={column.field}
              sortDirection={sorted ?? false}
              title={column.description}
              style={cellStyle(column, true)}
            >
              {onSortChange && column.sortable !== false && title ? (
                <TableSortLabel
                  // The whole header is the button, as in a spreadsheet: a click anywhere on it sorts.
                  sx={{ flex: 1, justifyContent: 'inherit', minWidth: 0 }}
                  active={sorted !== undefined}
                  direction={sorted ?? 'asc'}
                  onClick={() =>
                    onSortChange({ column: column.field, order: sorted === 'asc' ? 'desc' : 'asc' })
                  }
                >
                  {title}
                </TableSortLabel>
              ) : (
                title
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
