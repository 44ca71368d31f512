import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import { vendorVacancyQuerySchema, type VendorVacancyRow } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableSort } from '@/components/data-table/data-table';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useVendorVacancies } from '../api/get-vendor-vacancies';
import { VendorVacancyCard } from './vendor-vacancy-card';
import { vendorVacancyColumns } from './vendor-vacancy-columns';

export type VendorVacanciesTabProps = {
  vendorExternalId: string;
  /** Stop sharing one row (VAC-24); absent when the actor may not. */
  onStopSharing?: (row: VendorVacancyRow) => void;
};

/** #vacancies (VEND-07..09): the vacancies shared with the vendor, by title ascending by default. */
export function VendorVacanciesTab({ vendorExternalId, onStopSharing }: VendorVacanciesTabProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState(() => vendorVacancyQuerySchema.parse({}));
  const vacancies = useVendorVacancies(vendorExternalId, query);
  const cols = useMemo(() => vendorVacancyColumns(t, onStopSharing), [t, onStopSharing]);
  function changeSort(sort: DataTableSort | null) {
    const column = vendorVacancyQuerySchema.shape.column.safeParse(sort?.column);
    setQuery({
      ...query,
      column: column.success ? column.data : 'title',
      order: sort?.order ?? 'asc',
      page: 1,
    });
  }
  return (
    <Stack spacing={2}>
      {vacancies.isError ? (
        <LoadErrorAlert
          message={t('vendors.vacancies.loadFailed')}
          onRetry={() => void vacancies.refetch()}
        />
      ) : null}
      <DataTable<VendorVacancyRow>
        label={t('vendors.vacancies.tableLabel')}
        columns={cols}
        rows={vacancies.data?.content ?? []}
        rowCount={vacancies.data?.totalElements ?? 0}
        getRowId={(row) => row.externalId}
        rowLabel={(row) => row.title}
        renderCard={(row) => <VendorVacancyCard row={row} onStopSharing={onStopSharing} />}
        loading={vacancies.isFetching}
        page={query.page}
        pageSize={query.size}
        onPageChange={(page, size) => setQuery({ ...query, page, size })}
        sort={{ column: query.column, order: query.order }}
        onSortChange={changeSort}
        emptyState={
          <EmptyState title={t('vendors.vacancies.empty')} hint={t('vendors.vacancies.emptyHint')} />
        }
      />
    </Stack>
  );
}
