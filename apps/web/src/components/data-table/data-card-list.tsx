import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import type { DataRow } from './data-table-types';
import { useTranslation } from 'react-i18next';
import type { DataTableProps } from './data-table-types';
import { DataTablePager } from './data-table-pager';
import { SortSelect } from './sort-select';
import { withRow } from './selection';

export type DataCardListProps<R extends DataRow> = DataTableProps<R> & {
  renderCard: (row: R) => ReactNode;
};

/**
 * The DataTable on a phone: one card per row (what the list's renderCard shows), a sort choice and
 * the pager, all within the screen's width. Same paging, sort and selection events as the table.
 */
export function DataCardList<R extends DataRow>(props: DataCardListProps<R>) {
  const { t } = useTranslation();
  const { label, rows, getRowId, rowLabel, selection, onSelectionChange, renderCard } = props;
  const selected = new Set(selection ?? []);
  const toggle = (id: string) => onSelectionChange?.(withRow(selection ?? [], id, !selected.has(id)));

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
      <DataTablePager
        rowCount={props.rowCount}
        totalIsExact={props.totalIsExact}
        page={props.page}
        pageSize={props.pageSize}
        pageSizes={props.pageSizes ?? []}
        onPageChange={props.onPageChange}
      />
    </Paper>
  );
}
