import Link from '@mui/material/Link';
import type { DataColumn } from '@/components/data-table/data-table-types';
import type { CampaignRow } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { CellText } from '@/components/data-table/cell-text';
import { formatDate, formatDateTime } from '@/lib/format';
import { campaignRowPath } from '../campaign-paths';
import { CampaignStatusChip } from '../campaign-status-chip';

/** The list's columns; their fields are the API's sort columns (CAMP-01), the counts not sortable. */
export function campaignColumns(t: TFunction): DataColumn<CampaignRow>[] {
  return [
    {
      field: 'name',
      headerName: t('campaigns.columns.name'),
      flex: 1.6,
      minWidth: 200,
      renderCell: ({ row }) => (
        <CellText text={row.name}>
          <Link component={RouterLink} to={campaignRowPath(row)} sx={{ fontWeight: 600 }}>
            {row.name}
          </Link>
        </CellText>
      ),
    },
    {
      field: 'status',
      headerName: t('campaigns.columns.status'),
      minWidth: 110,
      maxWidth: 130,
      renderCell: ({ row }) => <CampaignStatusChip status={row.status} />,
    },
    {
      field: 'owner',
      headerName: t('campaigns.columns.owner'),
      flex: 1,
      minWidth: 140,
      renderCell: ({ row }) => <CellText text={row.campaignOwnerFullName ?? ''} />,
    },
    {
      field: 'startTime',
      headerName: t('campaigns.columns.startTime'),
      minWidth: 140,
      maxWidth: 160,
      renderCell: ({ row }) => <CellText text={formatDateTime(row.startTime)} />,
    },
    {
      field: 'endTime',
      headerName: t('campaigns.columns.endTime'),
      minWidth: 140,
      maxWidth: 160,
      renderCell: ({ row }) => <CellText text={formatDateTime(row.endTime)} />,
    },
    {
      field: 'recipientCount',
      headerName: t('campaigns.columns.recipients'),
      type: 'number',
      minWidth: 100,
      maxWidth: 120,
      sortable: false,
    },
    {
      field: 'submittedCount',
      headerName: t('campaigns.columns.submitted'),
      type: 'number',
      minWidth: 100,
      maxWidth: 120,
      sortable: false,
    },
    {
      field: 'createdAt',
      headerName: t('campaigns.columns.createdAt'),
      minWidth: 110,
      maxWidth: 130,
      renderCell: ({ row }) => <CellText text={formatDate(row.createdAt)} />,
    },
  ];
}
