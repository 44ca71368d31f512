import { useMemo } from 'react';
import type { Paged, UserRow, UserSortColumn } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import type { DataTableSort } from '@/components/data-table/data-table';
import { ListTable } from '@/components/data-table/list-table';
import { UserCard } from './user-card';
import { userColumns } from './user-columns';

export type UserTableProps = {
  data: Paged<UserRow> | undefined;
  loading: boolean;
  page: number;
  size: number;
  sort: { column: UserSortColumn; order: 'asc' | 'desc' };
  onPageChange: (page: number, size: number) => void;
  onSortChange: (sort: DataTableSort | null) => void;
  onOpen: (row: UserRow) => void;
  filtered: boolean;
  onClearFilters: () => void;
};

const rowId = (row: UserRow) => row.externalId;
const rowLabel = (row: UserRow) => row.fullName;
const renderCard = (row: UserRow) => <UserCard row={row} />;

/** The user rows in a server-paged table (cards on a phone), with the list's empty states. */
export function UserTable({ size, onOpen, ...props }: UserTableProps) {
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
      pageSize={size}
      onRowOpen={onOpen}
      empty={{
        none: t('users.emptyNone'),
        noneHint: t('users.emptyNoneHint'),
        filtered: t('users.emptyFiltered'),
        filteredHint: t('users.emptyFilteredHint'),
        clearFilters: t('users.clearFilters'),
      }}
    />
  );
}
