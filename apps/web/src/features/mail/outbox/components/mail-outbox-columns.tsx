import Link from '@mui/material/Link';
import type { DataColumn } from '@/components/data-table/data-table-types';
import type { MailOutboxRow } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { CellText } from '@/components/data-table/cell-text';
import { formatDateTime } from '@/lib/format';
import { MailStatusChip } from './mail-status-chip';
import { mailMessagePath } from './mail-paths';

/** The outbox columns; only the queued time sorts (the server's one indexed order). */
export function mailOutboxColumns(t: TFunction): DataColumn<MailOutboxRow>[] {
  return [
    {
      field: 'to',
      headerName: t('mailOutbox.columns.to'),
      flex: 1.2,
      minWidth: 180,
      maxWidth: 340,
      sortable: false,
      renderCell: ({ row }) => {
        const to = row.to.join(', ');
        return (
          <CellText text={to}>
            <Link component={RouterLink} to={mailMessagePath(row.externalId)} sx={{ fontWeight: 600 }}>
              {to}
            </Link>
          </CellText>
        );
      },
    },
    {
      field: 'subject',
      headerName: t('mailOutbox.columns.subject'),
      flex: 2,
      minWidth: 200,
      sortable: false,
      renderCell: ({ row }) => <CellText text={row.subject} />,
    },
    {
      field: 'status',
      headerName: t('mailOutbox.columns.status'),
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => <MailStatusChip status={row.status} />,
    },
    {
      field: 'createdAt',
      headerName: t('mailOutbox.columns.createdAt'),
      minWidth: 150,
      valueGetter: (_value, row) => formatDateTime(row.createdAt),
    },
    {
      field: 'sentAt',
      headerName: t('mailOutbox.columns.sentAt'),
      minWidth: 150,
      sortable: false,
      valueGetter: (_value, row) => formatDateTime(row.sentAt),
    },
  ];
}
