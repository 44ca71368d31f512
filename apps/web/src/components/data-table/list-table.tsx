import type { DataRow } from './data-table-types';
import Button from '@mui/material/Button';
import type { Paged } from '@talent-desk/shared';
import { EmptyState } from '../empty-state';
import { DataTable } from './data-table';
import type { DataTableProps, DataTableSort, SortOrder } from './data-table-types';

/** The texts of a list's empty states: nothing at all, or nothing matching the filters. */
export type ListTableEmptyTexts = {
  none: string;
  noneHint: string;
  filtered: string;
  filteredHint: string;
  clearFilters: string;
};

/** What a list page hands its table (`useListPage().table`): one page of rows, paging, sort, filters. */
export type ListTableBinding<R, Column extends string = string> = {
  data: Paged<R> | undefined;
  loading: boolean;
  /** 1-based page and page size, as in the URL and the API. */
  page: number;
  size: number;
  sort: { column: Column; order: SortOrder };
  onPageChange: (page: number, size: number) => void;
  onSortChange: (sort: DataTableSort | null) => void;
  /** Whether filters or a search narrow the list: the empty state then offers to clear them. */
  filtered: boolean;
  onClearFilters: () => void;
};

/** A feature's table of a list page: the page's binding, and what opening a row does. */
export type ListTableOf<R, Column extends string> = ListTableBinding<R, Column> & {
  onOpen: (row: R) => void;
};

export type ListTableProps<R extends DataRow> = Omit<
  DataTableProps<R>,
  | 'rows'
  | 'rowCount'
  | 'totalIsExact'
  | 'emptyState'
  | 'loading'
  | 'page'
  | 'pageSize'
  | 'onPageChange'
  | 'sort'
  | 'onSortChange'
  | 'onRowOpen'
> &
  Omit<ListTableBinding<R>, 'sort' | 'onSortChange'> &
  Partial<Pick<ListTableBinding<R>, 'sort' | 'onSortChange'>> & {
    onOpen?: (row: R) => void;
    empty: ListTableEmptyTexts;
  };

/**
 * A server-paged list page's table (candidates, vacancies, vendors, ...): the page's rows in a
 * DataTable, with the two empty states every list has.
 */
export function ListTable<R extends DataRow>({
  data,
  size,
  onOpen,
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
      pageSize={size}
      onRowOpen={onOpen}
      emptyState={emptyState}
    />
  );
}
