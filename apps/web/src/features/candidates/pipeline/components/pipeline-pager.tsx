import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZES } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';

export type PipelinePagerProps = {
  count: number;
  page: number;
  size: number;
  onChange: (page: number, size: number) => void;
};

/** The pager under a pipeline list (1-based pages, the API's page sizes). */
export function PipelinePager({ count, page, size, onChange }: PipelinePagerProps) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={count}
      page={Math.max(0, page - 1)}
      rowsPerPage={size}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_event, next) => onChange(next + 1, size)}
      onRowsPerPageChange={(event) => onChange(1, Number(event.target.value))}
      labelRowsPerPage={t('dataTable.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) =>
        t('dataTable.displayedRows', { from, to, count: total })
      }
      getItemAriaLabel={(type) => t(`dataTable.pager.${type}`)}
      sx={{
        '& .MuiTablePagination-toolbar': { px: 1, flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5 },
        '& .MuiTablePagination-spacer': { display: 'none' },
      }}
    />
  );
}
