import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { APPLICATIONS_PAGE_SIZE } from '../api/careers-applications';

/** Pages of applications (1-based), shown only when there is more than one. */
export function ApplicationsPager({
  count,
  page,
  onChange,
}: {
  count: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (count <= APPLICATIONS_PAGE_SIZE) return null;
  return (
    <TablePagination
      component="div"
      count={count}
      page={Math.max(0, page - 1)}
      rowsPerPage={APPLICATIONS_PAGE_SIZE}
      rowsPerPageOptions={[]}
      onPageChange={(_event, next) => onChange(next + 1)}
      labelDisplayedRows={({ from, to, count: total }) =>
        t('dataTable.displayedRows', { from, to, count: total })
      }
      getItemAriaLabel={(type) => t(`dataTable.pager.${type}`)}
      sx={{ '& .MuiTablePagination-toolbar': { px: 1 } }}
    />
  );
}
