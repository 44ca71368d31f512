import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import {
  can,
  VENDOR_DEFAULT_SORT,
  VENDOR_FILTER_KEYS,
  vendorListQuerySchema,
  vendorListQueryToQueryPairs,
  vendorSortColumnSchema,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActiveFilterChips } from '@/components/filter-panel/active-filter-chips';
import { FilterPanel } from '@/components/filter-panel/filter-panel';
import { ListPageHeader } from '@/components/list-page-header';
import { ListSearchField } from '@/components/list-search-field';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useVendors } from '@/features/vendors/api/get-vendors';
import { vendorFilterFields } from '@/features/vendors/components/vendor-filter-fields';
import { vendorPath } from '@/features/vendors/components/vendor-paths';
import { VendorTable } from '@/features/vendors/components/vendor-table';
import { useListPage } from '@/lib/use-list-page';
import { useCurrentUser } from '../../current-user';

const codec = { schema: vendorListQuerySchema, toQueryPairs: vendorListQueryToQueryPairs };

/** /internal/vendors (VEND-01): search, filters, paging and sort in the URL. */
export default function VendorListRoute() {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  const fields = useMemo(() => vendorFilterFields(t), [t]);
  const list = useListPage(
    {
      codec,
      filterKeys: VENDOR_FILTER_KEYS,
      fields,
      sortColumn: vendorSortColumnSchema,
      defaultSort: VENDOR_DEFAULT_SORT,
    },
    useVendors,
  );
  const { state, rows: vendors } = list;

  if (!list.valid) return null; // reloading without the query (LIST-06)

  return (
    <Stack spacing={2.5}>
      <ListPageHeader
        title={t('vendors.title')}
        activeFilters={list.activeFilters}
        filtersOpen={list.filtersOpen}
        onOpenFilters={list.openFilters}
        create={
          can(role, 'vendors:write')
            ? { label: t('vendors.newVendor'), to: '/internal/vendors/new' }
            : undefined
        }
      />
      <ListSearchField label={t('vendors.search')} value={state.search ?? ''} onSearch={list.search} />
      <ActiveFilterChips fields={fields} value={list.filters} onChange={list.applyFilters} />
      {vendors.isError ? (
        <LoadErrorAlert message={t('vendors.loadFailed')} onRetry={() => void vendors.refetch()} />
      ) : null}
      <VendorTable
        data={vendors.data}
        loading={vendors.isFetching}
        page={state.page}
        size={state.size}
        sort={{ column: state.column, order: state.order }}
        onPageChange={list.changePage}
        onSortChange={list.changeSort}
        onOpen={(row) => void navigate(vendorPath(row.externalId))}
        filtered={list.filtered}
        onClearFilters={list.clearFilters}
      />
      <FilterPanel
        variant="drawer"
        open={list.filtersOpen}
        onClose={list.closeFilters}
        fields={fields}
        value={list.filters}
        onApply={list.applyFilters}
      />
    </Stack>
  );
}
