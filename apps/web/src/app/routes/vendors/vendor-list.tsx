import { useCallback, useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import {
  can,
  VENDOR_DEFAULT_SORT,
  VENDOR_FILTER_KEYS,
  vendorListQuerySchema,
  vendorListQueryToQueryPairs,
  vendorSortColumnSchema,
  type VendorListQuery,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DataTableSort } from '@/components/data-table/data-table';
import { ActiveFilterChips } from '@/components/filter-panel/active-filter-chips';
import { countActiveFilters, type FilterValues } from '@/components/filter-panel/filter-field-types';
import { FilterPanel } from '@/components/filter-panel/filter-panel';
import { ListPageHeader } from '@/components/list-page-header';
import { ListSearchField } from '@/components/list-search-field';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useVendors } from '@/features/vendors/api/get-vendors';
import { vendorFilterFields } from '@/features/vendors/components/vendor-filter-fields';
import { vendorPath } from '@/features/vendors/components/vendor-paths';
import { VendorTable } from '@/features/vendors/components/vendor-table';
import { useUrlListState, type ListStateCodec } from '@/lib/url-state';
import { useShownPage } from '@/lib/use-shown-page';
import { useCurrentUser } from '../../current-user';

const codec: ListStateCodec<VendorListQuery> = {
  schema: vendorListQuerySchema,
  toQueryPairs: vendorListQueryToQueryPairs,
};

/** /internal/vendors (VEND-01): search, filters, paging and sort in the URL. */
export default function VendorListRoute() {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  const { state, valid, setState } = useUrlListState(codec);
  const vendors = useVendors(state, valid);
  const correctPage = useCallback(
    (page: number) => setState((previous) => ({ ...previous, page }), { replace: true }),
    [setState],
  );
  useShownPage(
    state.page,
    vendors.isPlaceholderData ? undefined : vendors.data?.pageable.pageNumber,
    correctPage,
  );
  const [filtersOpen, setFiltersOpen] = useState(false);
  const fields = useMemo(() => vendorFilterFields(t), [t]);
  const filters: FilterValues = useMemo(
    () => Object.fromEntries(VENDOR_FILTER_KEYS.map((key) => [key, state[key]])),
    [state],
  );
  const activeFilters = countActiveFilters(fields, filters);

  function applyFilters(values: FilterValues) {
    const parsed = vendorListQuerySchema.safeParse({ ...state, ...values });
    if (parsed.success) setState({ ...parsed.data, page: 1 });
  }
  function changeSort(sort: DataTableSort | null) {
    const column = vendorSortColumnSchema.safeParse(sort?.column);
    setState({
      ...state,
      column: column.success ? column.data : VENDOR_DEFAULT_SORT.column,
      order: sort?.order ?? VENDOR_DEFAULT_SORT.order,
      page: 1,
    });
  }

  if (!valid) return null; // reloading without the query (LIST-06)

  return (
    <Stack spacing={2.5}>
      <ListPageHeader
        title={t('vendors.title')}
        activeFilters={activeFilters}
        filtersOpen={filtersOpen}
        onOpenFilters={() => setFiltersOpen(true)}
        create={
          can(role, 'vendors:write')
            ? { label: t('vendors.newVendor'), to: '/internal/vendors/new' }
            : undefined
        }
      />
      <ListSearchField
        label={t('vendors.search')}
        value={state.search ?? ''}
        onSearch={(search) => setState((previous) => ({ ...previous, search: search || undefined, page: 1 }))}
      />
      <ActiveFilterChips fields={fields} value={filters} onChange={applyFilters} />
      {vendors.isError ? (
        <LoadErrorAlert message={t('vendors.loadFailed')} onRetry={() => void vendors.refetch()} />
      ) : null}
      <VendorTable
        data={vendors.data}
        loading={vendors.isFetching}
        page={state.page}
        size={state.size}
        sort={{ column: state.column, order: state.order }}
        onPageChange={(page, size) => setState({ ...state, page, size })}
        onSortChange={changeSort}
        onOpen={(row) => void navigate(vendorPath(row.externalId))}
        filtered={activeFilters > 0 || Boolean(state.search)}
        onClearFilters={() =>
          setState({ ...state, tiers: [], countries: [], statuses: [], search: undefined, page: 1 })
        }
      />
      <FilterPanel
        variant="drawer"
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        fields={fields}
        value={filters}
        onApply={applyFilters}
      />
    </Stack>
  );
}
