import { useCallback, useMemo, useState } from 'react';
import type { Paged, PageQuery } from '@talent-desk/shared';
import type { z } from 'zod';
import type { DataTableSort } from '@/components/data-table/data-table';
import {
  countActiveFilters,
  type FilterFieldDef,
  type FilterValues,
} from '@/components/filter-panel/filter-field-types';
import { useUrlListState, type ListStateCodec } from './url-state';
import { useShownPage } from './use-shown-page';

/** What a server-paged list keeps in its URL: page and size, sort, an optional search, its filters. */
type ListQuery<Column extends string> = PageQuery & {
  column: Column;
  order: 'asc' | 'desc';
  search?: string;
};

export type ListPageOptions<Q extends ListQuery<Column>, Column extends string> = {
  codec: ListStateCodec<Q>;
  filterKeys: readonly (keyof Q & string)[];
  fields: readonly FilterFieldDef[];
  sortColumn: z.ZodType<Column>;
  defaultSort: { column: Column; order: 'asc' | 'desc' };
};

/**
 * The behaviour every list page shares (LIST-01..06): state in the URL, the shown page corrected when
 * the server clamps it, filters applied from the panel or the chips (back to page 1), sort changes,
 * clearing search and filters, and the drawer's open state. The page keeps only its own query and markup.
 */
export function useListPage<
  Q extends ListQuery<Column>,
  Column extends string,
  R extends { data?: Paged<unknown>; isPlaceholderData: boolean },
>(
  { codec, filterKeys, fields, sortColumn, defaultSort }: ListPageOptions<Q, Column>,
  /** The list's query hook, called with the URL state (not while an invalid query is being dropped). */
  useRows: (query: Q, enabled: boolean) => R,
) {
  const { state, valid, setState } = useUrlListState(codec);
  const rows = useRows(state, valid);
  const correctPage = useCallback(
    (page: number) => setState((previous) => ({ ...previous, page }), { replace: true }),
    [setState],
  );
  useShownPage(state.page, rows.isPlaceholderData ? undefined : rows.data?.pageable.pageNumber, correctPage);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filters: FilterValues = useMemo(
    () => Object.fromEntries(filterKeys.map((key) => [key, state[key]])) as FilterValues,
    [filterKeys, state],
  );
  const activeFilters = countActiveFilters(fields, filters);

  function applyFilters(values: FilterValues) {
    const parsed = codec.schema.safeParse({ ...state, ...values });
    if (parsed.success) setState({ ...parsed.data, page: 1 });
  }
  function changeSort(sort: DataTableSort | null) {
    const column = sortColumn.safeParse(sort?.column);
    setState({
      ...state,
      column: column.success ? column.data : defaultSort.column,
      order: sort?.order ?? defaultSort.order,
      page: 1,
    });
  }
  function clearFilters() {
    const empty = Object.fromEntries(filterKeys.map((key) => [key, []]));
    setState({ ...state, ...empty, search: undefined, page: 1 });
  }

  return {
    rows,
    state,
    valid,
    filters,
    activeFilters,
    filtered: activeFilters > 0 || Boolean(state.search),
    filtersOpen,
    openFilters: () => setFiltersOpen(true),
    closeFilters: () => setFiltersOpen(false),
    applyFilters,
    changeSort,
    clearFilters,
    search: (search: string) =>
      setState((previous) => ({ ...previous, search: search || undefined, page: 1 })),
    changePage: (page: number, size: number) => setState({ ...state, page, size }),
  };
}
