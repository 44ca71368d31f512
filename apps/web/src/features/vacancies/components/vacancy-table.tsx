import { useMemo } from 'react';
import Button from '@mui/material/Button';
import type { Paged, VacancyRow, VacancySortColumn } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableSort } from '@/components/data-table/data-table';
import { EmptyState } from '@/components/empty-state';
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

/** The vacancy rows in a server-paged DataTable (cards on a phone), with the list's empty states. */
export function VacancyTable({ data, filtered, onClearFilters, showVendors, ...props }: VacancyTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(() => vacancyColumns(t, { showVendors }), [t, showVendors]);
  const emptyState = filtered ? (
    <EmptyState
      title={t('vacancies.emptyFiltered')}
      hint={t('vacancies.emptyFilteredHint')}
      action={
        <Button variant="outlined" onClick={onClearFilters}>
          {t('vacancies.clearFilters')}
        </Button>
      }
    />
  ) : (
    <EmptyState title={t('vacancies.emptyNone')} hint={t('vacancies.emptyNoneHint')} />
  );
  return (
    <DataTable<VacancyRow>
      label={t('vacancies.tableLabel')}
      columns={columns}
      rows={data?.content ?? []}
      rowCount={data?.totalElements ?? 0}
      getRowId={rowId}
      rowLabel={rowLabel}
      renderCard={renderCard}
      loading={props.loading}
      page={props.page}
      pageSize={props.size}
      onPageChange={props.onPageChange}
      sort={props.sort}
      onSortChange={props.onSortChange}
      onRowOpen={props.onOpen}
      emptyState={emptyState}
    />
  );
}
