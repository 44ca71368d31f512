import { useMemo } from 'react';
import type { Paged, VendorRow, VendorSortColumn } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import type { DataTableSort } from '@/components/data-table/data-table';
import { ListTable } from '@/components/data-table/list-table';
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

/** The vendor rows in a server-paged table (cards on a phone), with the list's empty states. */
export function VendorTable({ size, onOpen, ...props }: VendorTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(() => vendorColumns(t), [t]);
  return (
    <ListTable<VendorRow>
      {...props}
      label={t('vendors.tableLabel')}
      columns={columns}
      getRowId={rowId}
      rowLabel={rowLabel}
      renderCard={renderCard}
      pageSize={size}
      onRowOpen={onOpen}
      empty={{
        none: t('vendors.emptyNone'),
        noneHint: t('vendors.emptyNoneHint'),
        filtered: t('vendors.emptyFiltered'),
        filteredHint: t('vendors.emptyFilteredHint'),
        clearFilters: t('vendors.clearFilters'),
      }}
    />
  );
}
