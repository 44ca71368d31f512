import { useMemo } from 'react';
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
import { ListPage } from '@/components/list-page/list-page';
import { useListPage } from '@/components/list-page/use-list-page';
import { useUsers } from '@/features/people/users/api/get-users';
import { userFilterFields } from '@/features/people/users/components/user-filter-fields';
import { userPath } from '@/features/people/users/components/user-paths';
import { UserTable } from '@/features/people/users/components/user-table';
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
  return (
    <ListPage
      list={list}
      title={t('users.title')}
      create={can(role, 'users:write') ? { label: t('users.newUser'), to: '/internal/users/new' } : undefined}
      search={{ label: t('users.search') }}
      loadFailed={t('users.loadFailed')}
    >
      <UserTable {...list.table} onOpen={(row) => void navigate(userPath(row.externalId))} />
    </ListPage>
  );
}
