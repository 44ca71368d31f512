import Tooltip from '@mui/material/Tooltip';
import type { DataColumn } from '@/components/data-table/data-table-types';
import type { CampaignRecipientRow } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { CellText } from '@/components/data-table/cell-text';
import { formatDateTime } from '@/lib/format';
import { lastActivity } from './recipient-activity';
import { RecipientStateChip } from './recipient-state-chip';

/** The recipients' columns: who, their delivery state (why it failed on hover) and when. */
export function recipientColumns(t: TFunction): DataColumn<CampaignRecipientRow>[] {
  return [
    {
      field: 'fullName',
      headerName: t('campaigns.recipients.columns.name'),
      flex: 1,
      minWidth: 160,
      sortable: false,
      renderCell: ({ row }) => <CellText text={row.fullName} />,
    },
    {
      field: 'email',
      headerName: t('campaigns.recipients.columns.email'),
      flex: 1.2,
      minWidth: 180,
      sortable: false,
      renderCell: ({ row }) => <CellText text={row.email} />,
    },
    {
      field: 'state',
      headerName: t('campaigns.recipients.columns.state'),
      minWidth: 130,
      maxWidth: 160,
      sortable: false,
      renderCell: ({ row }) =>
        row.lastError ? (
          <Tooltip title={row.lastError}>
            <span>
              <RecipientStateChip state={row.state} />
            </span>
          </Tooltip>
        ) : (
          <RecipientStateChip state={row.state} />
        ),
    },
    {
      field: 'sentAt',
      headerName: t('campaigns.recipients.columns.sentAt'),
      minWidth: 140,
      maxWidth: 160,
      sortable: false,
      renderCell: ({ row }) => <CellText text={formatDateTime(row.sentAt)} />,
    },
    {
      field: 'lastActivity',
      headerName: t('campaigns.recipients.columns.lastActivity'),
      minWidth: 140,
      maxWidth: 160,
      sortable: false,
      renderCell: ({ row }) => <CellText text={formatDateTime(lastActivity(row))} />,
    },
  ];
}
