import { useMemo } from 'react';
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
import { ListPage } from '@/components/list-page/list-page';
import { useListPage } from '@/components/list-page/use-list-page';
import { useVendors } from '@/features/people/vendors/api/get-vendors';
import { vendorFilterFields } from '@/features/people/vendors/components/vendor-filter-fields';
import { vendorPath } from '@/features/people/vendors/components/vendor-paths';
import { VendorTable } from '@/features/people/vendors/components/vendor-table';
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
  return (
    <ListPage
      list={list}
      title={t('vendors.title')}
      create={
        can(role, 'vendors:write')
          ? { label: t('vendors.newVendor'), to: '/internal/vendors/new' }
          : undefined
      }
      search={{ label: t('vendors.search') }}
      loadFailed={t('vendors.loadFailed')}
    >
      <VendorTable {...list.table} onOpen={(row) => void navigate(vendorPath(row.externalId))} />
    </ListPage>
  );
}
