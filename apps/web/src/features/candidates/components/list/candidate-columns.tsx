import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { CandidateListRow } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { AssessmentStatusChip, BackgroundStatusChip, CandidateStatusChip } from '@/components/status-chip';
import { formatDate } from '@/lib/format';

export const candidatePath = (externalId: string) => `/internal/candidates/${encodeURIComponent(externalId)}`;

/** The candidate list's columns; `field` is the server's sort column where the column sorts. */
export function candidateColumns(t: TFunction): GridColDef<CandidateListRow>[] {
  return [
    {
      field: 'fullName',
      headerName: t('candidateList.columns.name'),
      flex: 1.3,
      minWidth: 140,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={candidatePath(row.externalId)} sx={{ fontWeight: 600 }}>
          {row.fullName}
        </Link>
      ),
    },
    {
      field: 'email',
      headerName: t('candidateList.columns.email'),
      flex: 1.4,
      minWidth: 140,
      sortable: false,
    },
    { field: 'country', headerName: t('candidateList.columns.country'), flex: 0.7, minWidth: 90 },
    { field: 'city', headerName: t('candidateList.columns.city'), flex: 0.8, minWidth: 100 },
    {
      field: 'source',
      headerName: t('candidateList.columns.source'),
      minWidth: 105,
      valueGetter: (_value, row) => (row.source ? t(`enums.source.${row.source}`) : ''),
    },
    {
      field: 'status',
      headerName: t('candidateList.columns.status'),
      minWidth: 145,
      sortable: false,
      renderCell: ({ row }) => <CandidateStatusChip status={row.status} />,
    },
    {
      field: 'backgroundStatus',
      headerName: t('candidateList.columns.backgroundStatus'),
      minWidth: 165,
      renderCell: ({ row }) => <BackgroundStatusChip status={row.backgroundStatus} country={row.country} />,
    },
    {
      field: 'assessmentStatus',
      headerName: t('candidateList.columns.assessment'),
      minWidth: 115,
      renderCell: ({ row }) => <AssessmentStatusChip status={row.assessmentStatus} />,
    },
    {
      field: 'createdAt',
      headerName: t('candidateList.columns.created'),
      minWidth: 100,
      valueFormatter: (value: string | undefined) => formatDate(value),
    },
  ];
}
