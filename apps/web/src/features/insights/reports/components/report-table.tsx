import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export type ReportColumn<Row> = {
  key: string;
  header: string;
  /** Numbers are right-aligned; the first column names the row. */
  numeric?: boolean;
  value: (row: Row) => ReactNode;
};

export type ReportTableProps<Row> = {
  label: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A totals row at the foot, kept in view while the body scrolls. */
  footer?: Row;
  /** Said in the table's one row when there are no rows. */
  empty: string;
};

const sticky = { position: 'sticky', bottom: 0, bgcolor: 'background.paper', fontWeight: 700 } as const;

/**
 * The numbers under a chart: a plain table (a report has at most a few hundred rows), the first column
 * a row header. A long one scrolls inside its box with the header and the totals in view; a wide one
 * scrolls sideways inside it on a phone.
 */
export function ReportTable<Row>({ label, columns, rows, rowKey, footer, empty }: ReportTableProps<Row>) {
  const cells = (row: Row, footerRow: boolean) =>
    columns.map((column, index) =>
      index === 0 ? (
        <TableCell
          key={column.key}
          component="th"
          scope="row"
          sx={{ ...(footerRow ? sticky : {}), color: 'text.primary', minWidth: 120 }}
        >
          {column.value(row)}
        </TableCell>
      ) : (
        <TableCell
          key={column.key}
          align={column.numeric ? 'right' : 'left'}
          sx={{ ...(footerRow ? sticky : {}), color: 'text.primary', whiteSpace: 'nowrap' }}
        >
          {column.value(row)}
        </TableCell>
      ),
    );
  return (
    // The box scrolls: focusable, so a keyboard can scroll it too, and named like its table.
    <TableContainer
      tabIndex={0}
      role="group"
      aria-label={label}
      sx={{ maxHeight: 440, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                scope="col"
                align={column.numeric ? 'right' : 'left'}
                sx={{ fontWeight: 700 }}
              >
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ color: 'text.secondary' }}>
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {cells(row, false)}
              </TableRow>
            ))
          )}
        </TableBody>
        {footer && rows.length > 0 ? (
          <TableFooter>
            <TableRow>{cells(footer, true)}</TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </TableContainer>
  );
}
