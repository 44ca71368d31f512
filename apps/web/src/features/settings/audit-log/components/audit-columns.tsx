import Button from '@mui/material/Button';
import { auditActionLabel, type AuditEvent } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { CellText } from '@/components/data-table/cell-text';
import type { DataColumn } from '@/components/data-table/data-table-types';
import { formatDateTime } from '@/lib/format';
import { actorText, targetText } from './audit-texts';

/** The log's columns: when, who, what, on what, and a button opening the event's changes. */
export function auditColumns(t: TFunction, onOpen: (event: AuditEvent) => void): DataColumn<AuditEvent>[] {
  return [
    {
      field: 'occurredAt',
      headerName: t('auditLog.columns.occurredAt'),
      sortable: false,
      renderCell: ({ row }) => formatDateTime(row.occurredAt),
    },
    {
      field: 'actor',
      headerName: t('auditLog.columns.actor'),
      sortable: false,
      minWidth: 140,
      maxWidth: 260,
      renderCell: ({ row }) => <CellText text={actorText(t, row)} />,
    },
    {
      field: 'action',
      headerName: t('auditLog.columns.action'),
      sortable: false,
      minWidth: 160,
      renderCell: ({ row }) => auditActionLabel(row.action),
    },
    {
      field: 'target',
      headerName: t('auditLog.columns.target'),
      sortable: false,
      minWidth: 160,
      maxWidth: 360,
      renderCell: ({ row }) => <CellText text={targetText(t, row)} />,
    },
    {
      field: 'changes',
      headerName: t('auditLog.columns.changes'),
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => onOpen(row)}>
          {row.changes.length > 0
            ? t('auditLog.viewChanges', { count: row.changes.length })
            : t('auditLog.viewDetails')}
        </Button>
      ),
    },
  ];
}
