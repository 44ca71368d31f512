import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format';

export type DataTablePagerProps = {
  rowCount: number;
  totalIsExact?: boolean;
  /** 1-based, as in the URL. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (page: number, pageSize: number) => void;
};

/**
 * The pager under a table or a card list. A page past the last known page shows as the last one (the
 * list's URL follows the server's answer, LIST-04); a new page size starts again at page 1.
 */
export function DataTablePager({
  rowCount,
  totalIsExact = true,
  page,
  pageSize,
  pageSizes,
  onPageChange,
}: DataTablePagerProps) {
  const { t } = useTranslation();
  const lastPage = Math.max(1, Math.ceil(rowCount / pageSize));
  const shown = totalIsExact ? Math.min(page, lastPage) : page;
  return (
    <TablePagination
      component="div"
      // An unknown count (-1) keeps Next enabled: there are more rows past the cap.
      count={totalIsExact ? rowCount : -1}
      page={Math.max(0, shown - 1)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={pageSizes.includes(pageSize) ? [...pageSizes] : [...pageSizes, pageSize]}
      onPageChange={(_event, next) => onPageChange(next + 1, pageSize)}
      onRowsPerPageChange={(event) => onPageChange(1, Number(event.target.value))}
      labelRowsPerPage={t('dataTable.rowsPerPage')}
      labelDisplayedRows={({ from, to }) =>
        t(totalIsExact ? 'dataTable.displayedRows' : 'dataTable.displayedRowsAtLeast', {
          from: formatCount(from),
          to: formatCount(to),
          total: formatCount(rowCount),
        })
      }
      getItemAriaLabel={(type) => t(`dataTable.pager.${type}`)}
      sx={{
        borderTop: '1px solid',
        borderColor: 'divider',
        // A phone is narrower than the pager's one line: it wraps, right-aligned, instead of being cut.
        '& .MuiTablePagination-toolbar': { px: 1, flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5 },
        '& .MuiTablePagination-spacer': { display: 'none' },
      }}
    />
  );
}
