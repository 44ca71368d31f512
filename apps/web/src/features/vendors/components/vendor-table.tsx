import { useMemo } from 'react';
import Button from '@mui/material/Button';
import type { Paged, VendorRow, VendorSortColumn } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableSort } from '@/components/data-table/data-table';
import { EmptyState } from '@/components/empty-state';
import { VendorCard } from './vendor-card';
import { vendorColumns } from './vendor-columns';

export type VendorTableProps = {
  data: Paged<VendorRow> | undefined;
  loading: boolean;
  page: number;
  size: number;
  sort: { column: VendorSortColumn; order: 'asc' | 'desc' };
  onPageChange: (page: number, size: number) => void;
  onSortChange: (sort: DataTableSort | null) => void;
  onOpen: (row: VendorRow) => void;
  filtered: boolean;
  onClearFilters: () => void;
};

const rowId = (row: VendorRow) => row.externalId;
const rowLabel = (row: VendorRow) => row.name;
const renderCard = (row: VendorRow) => <VendorCard row={row} />;

/** The vendor rows in a server-paged DataTable (cards on a phone), with the list's empty states. */
export function VendorTable({ data, filtered, onClearFilters, ...props }: VendorTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(() => vendorColumns(t), [t]);
  const emptyState = filtered ? (
    <EmptyState
      title={t('vendors.emptyFiltered')}
      hint={t('vendors.emptyFilteredHint')}
      action={
        <Button variant="outlined" onClick={onClearFilters}>
          {t('vendors.clearFilters')}
        </Button>
      }
    />
  ) : (
    <EmptyState title={t('vendors.emptyNone')} hint={t('vendors.emptyNoneHint')} />
  );
  return (
    <DataTable<VendorRow>
      label={t('vendors.tableLabel')}
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
