import { useMemo } from 'react';
import type { VendorRow, VendorSortColumn } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { listEmptyTexts } from '@/components/data-table/list-empty-texts';
import { ListTable, type ListTableOf } from '@/components/data-table/list-table';
import { VendorCard } from './vendor-card';
import { vendorColumns } from './vendor-columns';

export type VendorTableProps = ListTableOf<VendorRow, VendorSortColumn>;

const rowId = (row: VendorRow) => row.externalId;
const rowLabel = (row: VendorRow) => row.name;
const renderCard = (row: VendorRow) => <VendorCard row={row} />;

/** The vendor rows in a server-paged table (cards on a phone), with the list's empty states. */
export function VendorTable(props: VendorTableProps) {
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
      empty={listEmptyTexts(t, 'vendors')}
    />
  );
}
