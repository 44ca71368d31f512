import { useMemo, useState } from 'react';
import type { PageQuery } from '@talent-desk/shared';
import type { z } from 'zod';
import { usePagedList, type PagedRowsQuery } from '@/lib/use-paged-list';
import type { ListStateCodec } from '@/lib/url-state';
import type { DataTableSort, SortOrder } from '../data-table/data-table-types';
import type { ListTableBinding } from '../data-table/list-table';
import {
  countActiveFilters,
  type FilterFieldDef,
  type FilterValues,
} from '../filter-panel/filter-field-types';

/** What a server-paged list keeps in its URL: page and size, sort, an optional search, its filters. */
type ListQuery<Column extends string> = PageQuery & {
  column: Column;
  order: SortOrder;
  search?: string;
};

const NO_FIELDS: readonly FilterFieldDef[] = [];
const NO_KEYS: readonly never[] = [];

export type ListPageOptions<Q extends ListQuery<Column>, Column extends string> = {
  codec: ListStateCodec<Q>;
  sortColumn: z.ZodType<Column>;
  defaultSort: { column: Column; order: SortOrder };
  /** The filter panel's fields; none for a list with a search only. */
  fields?: readonly FilterFieldDef[];
  /** The query's filters: what the panel and the chips show, and what clearing empties. */
  filterKeys?: readonly (keyof Q & string)[];
  /** The panel's values when they are not simply the filter keys' (vacancies keep link-only ones out). */
  filtersOf?: (state: Q) => FilterValues;
  /** What clearing sets, when not an empty list for each filter key. */
  emptyFilters?: Partial<Q>;
  /** Reads the panel's values on their own (candidates' strict filter schema), not with the whole query. */
  filtersSchema?: z.ZodType<Partial<Q>>;
  /** Called before the filters or the search change (candidates drop their selection then). */
  onNarrow?: () => void;
};

/**
 * The behaviour every list page shares (LIST-01..06): state in the URL, the shown page corrected when
 * the server clamps it, filters applied from the panel or the chips (back to page 1), sort changes,
 * clearing search and filters, and the drawer's open state. `table` is what the page's table takes;
 * ListPage lays the rest out.
 */
export function useListPage<Q extends ListQuery<Column>, Column extends string, Row>(
  options: ListPageOptions<Q, Column>,
  /** The list's query hook, called with the URL state (not while an invalid query is being dropped). */
  useRows: (query: Q, enabled: boolean) => PagedRowsQuery<Row>,
) {
  const { codec, sortColumn, defaultSort, fields = NO_FIELDS, filterKeys = NO_KEYS, filtersOf } = options;
  const { state, valid, setState, rows, changePage } = usePagedList(codec, useRows);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filters: FilterValues = useMemo(
    () =>
      filtersOf?.(state) ?? (Object.fromEntries(filterKeys.map((key) => [key, state[key]])) as FilterValues),
    [filtersOf, filterKeys, state],
  );
  const activeFilters = countActiveFilters(fields, filters);
  const filtered = activeFilters > 0 || Boolean(state.search);

  /** The state with the panel's values, or undefined when they do not parse. */
  function withFilters(previous: Q, values: FilterValues): Q | undefined {
    if (options.filtersSchema) {
      const parsed = options.filtersSchema.safeParse(values);
      return parsed.success ? { ...previous, ...parsed.data } : undefined;
    }
    const parsed = codec.schema.safeParse({ ...previous, ...values });
    return parsed.success ? parsed.data : undefined;
  }
  // Each change builds on the latest state written (setState's function form), not on this render's.
  function applyFilters(values: FilterValues) {
    if (!withFilters(state, values)) return;
    options.onNarrow?.();
    setState((previous) => ({ ...(withFilters(previous, values) ?? previous), page: 1 }));
  }
  function changeSort(sort: DataTableSort | null) {
    const column = sortColumn.safeParse(sort?.column);
    setState((previous) => ({
      ...previous,
      column: column.success ? column.data : defaultSort.column,
      order: sort?.order ?? defaultSort.order,
      page: 1,
    }));
  }
  function clearFilters() {
    options.onNarrow?.();
    const empty = options.emptyFilters ?? Object.fromEntries(filterKeys.map((key) => [key, []]));
    setState((previous) => ({ ...previous, ...empty, search: undefined, page: 1 }));
  }
  function search(text: string) {
    options.onNarrow?.();
    setState((previous) => ({ ...previous, search: text || undefined, page: 1 }));
  }

  const table: ListTableBinding<Row, Column> = {
    data: rows.data,
    loading: rows.isFetching,
    page: state.page,
    size: state.size,
    sort: { column: state.column, order: state.order },
    onPageChange: changePage,
    onSortChange: changeSort,
    filtered,
    onClearFilters: clearFilters,
  };

  return {
    rows,
    state,
    setState,
    valid,
    fields,
    filters,
    activeFilters,
    filtered,
    filtersOpen,
    openFilters: () => setFiltersOpen(true),
    closeFilters: () => setFiltersOpen(false),
    applyFilters,
    changeSort,
    clearFilters,
    search,
    table,
  };
}

/** What ListPage lays out of a list's state (the page's table takes `table`). */
export type ListPageModel = {
  valid: boolean;
  fields: readonly FilterFieldDef[];
  filters: FilterValues;
  activeFilters: number;
  filtersOpen: boolean;
  openFilters: () => void;
  closeFilters: () => void;
  applyFilters: (values: FilterValues) => void;
  state: { search?: string };
  search: (text: string) => void;
  rows: { isError: boolean; refetch: () => unknown };
};
