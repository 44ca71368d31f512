import { DataTablePager } from '@/components/data-table/data-table-pager';
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
  if (count <= APPLICATIONS_PAGE_SIZE) return null;
  return (
    <DataTablePager
      rowCount={count}
      page={page}
      pageSize={APPLICATIONS_PAGE_SIZE}
      pageSizes={[]}
      onPageChange={(next) => onChange(next)}
    />
  );
}
