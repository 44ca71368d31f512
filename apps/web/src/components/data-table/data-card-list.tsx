import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import type { DataRow } from './data-table-types';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format';
import type { DataTableProps } from './data-table-types';
import { SortSelect } from './sort-select';

export type DataCardListProps<R extends DataRow> = DataTableProps<R> & {
  renderCard: (row: R) => ReactNode;
};

/**
 * The DataTable on a phone: one card per row (what the list's renderCard shows), a sort choice and
 * the pager, all within the screen's width. Same paging, sort and selection events as the grid.
 */
export function DataCardList<R extends DataRow>(props: DataCardListProps<R>) {
  const { t } = useTranslation();
  const { label, rows, getRowId, rowLabel, selection, onSelectionChange, renderCard } = props;
  const selected = new Set(selection ?? []);
  const toggle = (id: string) =>
    onSelectionChange?.(selected.has(id) ? [...selected].filter((other) => other !== id) : [...selected, id]);

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {props.onSortChange && props.sort ? (
        <SortSelect columns={props.columns} sort={props.sort} onSortChange={props.onSortChange} />
      ) : null}
      <Box sx={{ height: 4 }}>{props.loading ? <LinearProgress aria-label={t('app.loading')} /> : null}</Box>
      {rows.length === 0 && !props.loading ? (
        props.emptyState
      ) : (
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((row) => {
            const id = getRowId(row);
            return (
              <Box
                component="li"
                key={id}
                sx={{
                  display: 'flex',
                  alignItems: 'flex-start',
                  gap: 0.5,
                  px: 1,
                  py: 1.5,
                  borderTop: '1px solid',
                  borderColor: 'divider',
                }}
              >
                {onSelectionChange ? (
                  <Checkbox
                    checked={selected.has(id)}
                    onChange={() => toggle(id)}
                    slotProps={{
                      input: { 'aria-label': t('dataTable.selectRow', { name: rowLabel?.(row) ?? id }) },
                    }}
                    sx={{ mt: -0.75 }}
                  />
                ) : null}
                <Box sx={{ minWidth: 0, flex: 1, pl: onSelectionChange ? 0 : 1 }}>{renderCard(row)}</Box>
              </Box>
            );
          })}
        </Box>
      )}
      <TablePagination
        component="div"
        count={props.totalIsExact === false ? -1 : props.rowCount}
        page={Math.max(0, props.page - 1)}
        rowsPerPage={props.pageSize}
        rowsPerPageOptions={[...(props.pageSizes ?? [])]}
        onPageChange={(_event, page) => props.onPageChange(page + 1, props.pageSize)}
        onRowsPerPageChange={(event) => props.onPageChange(1, Number(event.target.value))}
        labelRowsPerPage={t('dataTable.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          props.totalIsExact === false
            ? t('dataTable.displayedRowsAtLeast', {
                from: formatCount(from),
                to: formatCount(to),
                total: formatCount(props.rowCount),
              })
            : t('dataTable.displayedRows', { from, to, count })
        }
        getItemAriaLabel={(type) => t(`dataTable.pager.${type}`)}
        sx={{
          borderTop: '1px solid',
          borderColor: 'divider',
          // A phone is narrower than the pager's one line: it wraps, right-aligned, instead of being cut.
          '& .MuiTablePagination-toolbar': {
            px: 1,
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
            rowGap: 0.5,
          },
          '& .MuiTablePagination-spacer': { display: 'none' },
        }}
      />
    </Paper>
  );
}
