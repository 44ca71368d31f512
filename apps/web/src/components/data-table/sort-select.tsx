import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DataColumn, DataRow } from './data-table-types';
import { useTranslation } from 'react-i18next';
import type { DataTableSort, SortOrder } from './data-table-types';

export type SortSelectProps<R extends DataRow> = {
  columns: readonly DataColumn<R>[];
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
};

const ORDERS: readonly SortOrder[] = ['asc', 'desc'];

/** Where there are no column headers to click (the phone's card list): the sort as one choice. */
export function SortSelect<R extends DataRow>({ columns, sort, onSortChange }: SortSelectProps<R>) {
  const { t } = useTranslation();
  const sortable = columns.filter((column) => column.sortable !== false && column.headerName);
  const options = sortable.flatMap((column) =>
    ORDERS.map((order) => ({
      value: `${column.field}:${order}`,
      label: t(`dataTable.sortBy.${order}`, { column: column.headerName ?? column.field }),
    })),
  );
  return (
    <Box sx={{ px: 2, pt: 2, pb: 1.5 }}>
      <TextField
        select
        fullWidth
        size="small"
        label={t('dataTable.sortLabel')}
        value={`${sort.column}:${sort.order}`}
        onChange={(event) => {
          const [column = sort.column, order] = event.target.value.split(':');
          onSortChange({ column, order: order === 'desc' ? 'desc' : 'asc' });
        }}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
