import Link from '@mui/material/Link';
import type { DataColumn } from '@/components/data-table/data-table-types';
import type { CandidateListRow } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { CellText } from '@/components/data-table/cell-text';
import { AssessmentStatusChip, BackgroundStatusChip, statusText } from '@/components/status-chip';
import { formatDate } from '@/lib/format';
import { ListedStatuses } from './listed-statuses';

export const candidatePath = (externalId: string) => `/internal/candidates/${encodeURIComponent(externalId)}`;

/**
 * The candidate list's columns; `field` is the server's sort column where the column sorts. The grid
 * sizes them to the page's content: minWidth keeps a column readable when space is short, maxWidth
 * stops one long name or e-mail from pushing the others out (the rest shows on hover).
 */
export function candidateColumns(t: TFunction): DataColumn<CandidateListRow>[] {
  return [
    {
      field: 'fullName',
      headerName: t('candidateList.columns.name'),
      flex: 1.3,
      minWidth: 140,
      maxWidth: 280,
      renderCell: ({ row }) => (
        <CellText text={row.fullName}>
          <Link
            component={RouterLink}
            to={candidatePath(row.externalId)}
            title={row.fullName}
            sx={{ fontWeight: 600 }}
          >
            {row.fullName}
          </Link>
        </CellText>
      ),
    },
    {
      field: 'email',
      headerName: t('candidateList.columns.email'),
      flex: 1.4,
      minWidth: 160,
      maxWidth: 320,
      sortable: false,
      renderCell: ({ row }) => <CellText text={row.email ?? ''} />,
    },
    {
      field: 'country',
      headerName: t('candidateList.columns.country'),
      flex: 0.7,
      minWidth: 90,
      maxWidth: 200,
      renderCell: ({ row }) => <CellText text={row.country} />,
    },
    {
      field: 'city',
      headerName: t('candidateList.columns.city'),
      flex: 0.8,
      minWidth: 100,
      maxWidth: 200,
      renderCell: ({ row }) => <CellText text={row.city} />,
    },
    {
      field: 'source',
      headerName: t('candidateList.columns.source'),
      minWidth: 105,
      valueGetter: (_value, row) => (row.source ? t(`enums.source.${row.source}`) : ''),
    },
    {
      field: 'status',
      headerName: t('candidateList.columns.status'),
      // Chips keep their width where they can: the text columns give up room first. The vacancy under
      // the chip may be cut (the cell's title has it in full).
      minWidth: 150,
      maxWidth: 220,
      sortable: false,
      renderCell: ({ row }) => <ListedStatuses items={row.listedStatuses} />,
    },
    {
      field: 'backgroundStatus',
      headerName: t('candidateList.columns.backgroundStatus'),
      minWidth: 160,
      renderCell: ({ row }) => (
        <CellText text={statusText.background(t, row.backgroundStatus, row.country)}>
          <BackgroundStatusChip status={row.backgroundStatus} country={row.country} />
        </CellText>
      ),
    },
    {
      field: 'assessmentStatus',
      headerName: t('candidateList.columns.assessment'),
      minWidth: 125,
      renderCell: ({ row }) => (
        <CellText text={statusText.assessment(t, row.assessmentStatus)}>
          <AssessmentStatusChip status={row.assessmentStatus} />
        </CellText>
      ),
    },
    {
      field: 'createdAt',
      headerName: t('candidateList.columns.created'),
      // Room for the header's sort arrow and menu button as well as the date.
      minWidth: 125,
      valueFormatter: (value: string | undefined) => formatDate(value),
    },
  ];
}
