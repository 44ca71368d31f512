import { useMemo } from 'react';
import type { CampaignRow, CampaignSortColumn } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { listEmptyTexts } from '@/components/data-table/list-empty-texts';
import { ListTable, type ListTableOf } from '@/components/data-table/list-table';
import { CampaignCard } from './campaign-card';
import { campaignColumns } from './campaign-columns';

export type CampaignTableProps = ListTableOf<CampaignRow, CampaignSortColumn>;

/** The campaigns in a server-paged table (cards on a phone), with the list's empty states. */
export function CampaignTable(props: CampaignTableProps) {
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
      empty={listEmptyTexts(t, 'campaigns')}
    />
  );
}
