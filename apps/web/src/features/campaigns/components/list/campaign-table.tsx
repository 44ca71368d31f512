import { useMemo } from 'react';
import type { CampaignRow, CampaignSortColumn, Paged } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import type { DataTableSort } from '@/components/data-table/data-table';
import { ListTable } from '@/components/data-table/list-table';
import { CampaignCard } from './campaign-card';
import { campaignColumns } from './campaign-columns';

export type CampaignTableProps = {
  data: Paged<CampaignRow> | undefined;
  loading: boolean;
  page: number;
  size: number;
  sort: { column: CampaignSortColumn; order: 'asc' | 'desc' };
  onPageChange: (page: number, size: number) => void;
  onSortChange: (sort: DataTableSort | null) => void;
  onOpen: (row: CampaignRow) => void;
  filtered: boolean;
  onClearFilters: () => void;
};

/** The campaigns in a server-paged table (cards on a phone), with the list's empty states. */
export function CampaignTable({ size, onOpen, ...props }: CampaignTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(() => campaignColumns(t), [t]);
  return (
    <ListTable<CampaignRow>
      {...props}
      label={t('campaigns.tableLabel')}
      columns={columns}
      getRowId={(row) => row.externalId}
      rowLabel={(row) => row.name}
      renderCard={(row) => <CampaignCard row={row} />}
      pageSize={size}
      onRowOpen={onOpen}
      empty={{
        none: t('campaigns.emptyNone'),
        noneHint: t('campaigns.emptyNoneHint'),
        filtered: t('campaigns.emptyFiltered'),
        filteredHint: t('campaigns.emptyFilteredHint'),
        clearFilters: t('campaigns.clearFilters'),
      }}
    />
  );
}
