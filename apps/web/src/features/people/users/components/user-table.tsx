import { useMemo } from 'react';
import type { UserRow, UserSortColumn } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { listEmptyTexts } from '@/components/data-table/list-empty-texts';
import { ListTable, type ListTableOf } from '@/components/data-table/list-table';
import { UserCard } from './user-card';
import { userColumns } from './user-columns';

export type UserTableProps = ListTableOf<UserRow, UserSortColumn>;

const rowId = (row: UserRow) => row.externalId;
const rowLabel = (row: UserRow) => row.fullName;
const renderCard = (row: UserRow) => <UserCard row={row} />;

/** The user rows in a server-paged table (cards on a phone), with the list's empty states. */
export function UserTable(props: UserTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(() => userColumns(t), [t]);
  return (
    <ListTable<UserRow>
      {...props}
      label={t('users.tableLabel')}
      columns={columns}
      getRowId={rowId}
      rowLabel={rowLabel}
      renderCard={renderCard}
      empty={listEmptyTexts(t, 'users')}
    />
  );
}
