import { PAGE_SIZES } from '@talent-desk/shared';
import { DataTablePager } from '@/components/data-table/data-table-pager';

export type PipelinePagerProps = {
  count: number;
  page: number;
  size: number;
  onChange: (page: number, size: number) => void;
};

/** The pager under a pipeline list (1-based pages, the API's page sizes). */
export function PipelinePager({ count, page, size, onChange }: PipelinePagerProps) {
  return (
    <DataTablePager
      rowCount={count}
      page={page}
      pageSize={size}
      pageSizes={PAGE_SIZES}
      onPageChange={onChange}
    />
  );
}
