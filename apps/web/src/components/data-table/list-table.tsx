import type { GridValidRowModel } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import type { Paged } from '@talent-desk/shared';
import { EmptyState } from '../empty-state';
import { DataTable } from './data-table';
import type { DataTableProps } from './data-table-types';

/** The texts of a list's empty states: nothing at all, or nothing matching the filters. */
export type ListTableEmptyTexts = {
  none: string;
  noneHint: string;
  filtered: string;
  filteredHint: string;
  clearFilters: string;
};

export type ListTableProps<R extends GridValidRowModel> = Omit<
  DataTableProps<R>,
  'rows' | 'rowCount' | 'emptyState'
> & {
  data: Paged<R> | undefined;
  /** Whether filters or a search narrow the list: the empty state then offers to clear them. */
  filtered: boolean;
  onClearFilters: () => void;
  empty: ListTableEmptyTexts;
};

/**
 * A server-paged list page's table (candidates, vacancies, vendors, ...): the page's rows in a
 * DataTable, with the two empty states every list has.
 */
export function ListTable<R extends GridValidRowModel>({
  data,
  filtered,
  onClearFilters,
  empty,
  ...props
}: ListTableProps<R>) {
  const emptyState = filtered ? (
    <EmptyState
      title={empty.filtered}
      hint={empty.filteredHint}
      action={
        <Button variant="outlined" onClick={onClearFilters}>
          {empty.clearFilters}
        </Button>
      }
    />
  ) : (
    <EmptyState title={empty.none} hint={empty.noneHint} />
  );
  return (
    <DataTable<R>
      {...props}
      rows={data?.content ?? []}
      rowCount={data?.totalElements ?? 0}
      totalIsExact={data?.totalIsExact ?? true}
      emptyState={emptyState}
    />
  );
}
