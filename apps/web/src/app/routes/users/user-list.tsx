import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import {
  can,
  USER_DEFAULT_SORT,
  USER_FILTER_KEYS,
  userListQuerySchema,
  userListQueryToQueryPairs,
  userSortColumnSchema,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActiveFilterChips } from '@/components/filter-panel/active-filter-chips';
import { FilterPanel } from '@/components/filter-panel/filter-panel';
import { ListPageHeader } from '@/components/list-page-header';
import { ListSearchField } from '@/components/list-search-field';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useUsers } from '@/features/users/api/get-users';
import { userFilterFields } from '@/features/users/components/user-filter-fields';
import { userPath } from '@/features/users/components/user-paths';
import { UserTable } from '@/features/users/components/user-table';
import { useListPage } from '@/lib/use-list-page';
import { useCurrentUser } from '../../current-user';

const codec = { schema: userListQuerySchema, toQueryPairs: userListQueryToQueryPairs };

/** /internal/users (USER-01): search, filters (role, vendor, status), paging and sort in the URL. */
export default function UserListRoute() {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  const fields = useMemo(() => userFilterFields(t), [t]);
  const list = useListPage(
    {
      codec,
      filterKeys: USER_FILTER_KEYS,
      fields,
      sortColumn: userSortColumnSchema,
      defaultSort: USER_DEFAULT_SORT,
    },
    useUsers,
  );
  const { state, rows: users } = list;

  if (!list.valid) return null; // reloading without the query (LIST-06)

  return (
    <Stack spacing={2.5}>
      <ListPageHeader
        title={t('users.title')}
        activeFilters={list.activeFilters}
        filtersOpen={list.filtersOpen}
        onOpenFilters={list.openFilters}
        create={
          can(role, 'users:write') ? { label: t('users.newUser'), to: '/internal/users/new' } : undefined
        }
      />
      <ListSearchField label={t('users.search')} value={state.search ?? ''} onSearch={list.search} />
      <ActiveFilterChips fields={fields} value={list.filters} onChange={list.applyFilters} />
      {users.isError ? (
        <LoadErrorAlert message={t('users.loadFailed')} onRetry={() => void users.refetch()} />
      ) : null}
      <UserTable
        data={users.data}
        loading={users.isFetching}
        page={state.page}
        size={state.size}
        sort={{ column: state.column, order: state.order }}
        onPageChange={list.changePage}
        onSortChange={list.changeSort}
        onOpen={(row) => void navigate(userPath(row.externalId))}
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
