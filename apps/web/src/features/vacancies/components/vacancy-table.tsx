import { useMemo } from 'react';
import type { Paged, VacancyRow, VacancySortColumn } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import type { DataTableSort } from '@/components/data-table/data-table';
import { ListTable } from '@/components/data-table/list-table';
import { VacancyCard } from './vacancy-card';
import { vacancyColumns } from './vacancy-columns';

export type VacancyTableProps = {
  data: Paged<VacancyRow> | undefined;
  loading: boolean;
  page: number;
  size: number;
  sort: { column: VacancySortColumn; order: 'asc' | 'desc' };
  onPageChange: (page: number, size: number) => void;
  onSortChange: (sort: DataTableSort | null) => void;
  onOpen: (row: VacancyRow) => void;
  showVendors: boolean;
  filtered: boolean;
  onClearFilters: () => void;
};

const rowId = (row: VacancyRow) => row.externalId;
const rowLabel = (row: VacancyRow) => row.title;
const renderCard = (row: VacancyRow) => <VacancyCard row={row} />;

/** The vacancy rows in a server-paged table (cards on a phone), with the list's empty states. */
export function VacancyTable({ showVendors, size, onOpen, ...props }: VacancyTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(() => vacancyColumns(t, { showVendors }), [t, showVendors]);
  return (
    <ListTable<VacancyRow>
      {...props}
      label={t('vacancies.tableLabel')}
      columns={columns}
      getRowId={rowId}
      rowLabel={rowLabel}
      renderCard={renderCard}
      pageSize={size}
      onRowOpen={onOpen}
      empty={{
        none: t('vacancies.emptyNone'),
        noneHint: t('vacancies.emptyNoneHint'),
        filtered: t('vacancies.emptyFiltered'),
        filteredHint: t('vacancies.emptyFilteredHint'),
        clearFilters: t('vacancies.clearFilters'),
      }}
    />
  );
}
