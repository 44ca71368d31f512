import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { DataColumn } from '@/components/data-table/data-table-types';
import type { VendorVacancyRow } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { CellText } from '@/components/data-table/cell-text';
import { VacancyStatusChip } from '@/components/status-chip';
import { formatDate } from '@/lib/format';
import { vacancyPath } from './vendor-paths';

/** VEND-09: the columns of the vendor's vacancy list; `onStopSharing` adds the row action (VAC-24). */
export function vendorVacancyColumns(
  t: TFunction,
  onStopSharing: ((row: VendorVacancyRow) => void) | undefined,
): DataColumn<VendorVacancyRow>[] {
  return [
    {
      field: 'title',
      headerName: t('vendors.vacancies.title'),
      flex: 1.5,
      minWidth: 180,
      renderCell: ({ row }) => (
        <CellText text={row.title}>
          <Link component={RouterLink} to={vacancyPath(row.externalId)} sx={{ fontWeight: 600 }}>
            {row.title}
          </Link>
        </CellText>
      ),
    },
    {
      field: 'gloVacancyId',
      headerName: t('vendors.vacancies.gloVacancyId'),
      minWidth: 110,
      renderCell: ({ row }) => <CellText text={row.gloVacancyId ?? ''} />,
    },
    {
      field: 'status',
      headerName: t('vendors.vacancies.status'),
      minWidth: 120,
      renderCell: ({ row }) => <VacancyStatusChip status={row.status} />,
    },
    {
      field: 'businessGroups',
      headerName: t('vendors.vacancies.businessGroups'),
      minWidth: 120,
      sortable: false,
      renderCell: ({ row }) => <CellText text={row.businessGroups.join(', ')} />,
    },
    {
      field: 'projectName',
      headerName: t('vendors.vacancies.project'),
      minWidth: 110,
      sortable: false,
      renderCell: ({ row }) => <CellText text={row.projectName ?? ''} />,
    },
    {
      field: 'candidatesCount',
      headerName: t('vendors.vacancies.candidates'),
      type: 'number',
      minWidth: 100,
      sortable: false,
    },
    {
      field: 'newCandidatesCount',
      headerName: t('vendors.vacancies.new'),
      type: 'number',
      minWidth: 70,
      sortable: false,
    },
    {
      field: 'createdAt',
      headerName: t('vendors.vacancies.createdAt'),
      minWidth: 110,
      renderCell: ({ row }) => <CellText text={formatDate(row.createdAt)} />,
    },
    ...(onStopSharing
      ? [
          {
            field: 'actions',
            headerName: t('vendors.vacancies.actions'),
            minWidth: 140,
            sortable: false,
            renderCell: ({ row }) => (
              <Button
                size="small"
                color="error"
                onClick={() => onStopSharing(row)}
                aria-label={t('vendors.vacancies.stopSharingFor', { title: row.title })}
              >
                {t('vendors.vacancies.stopSharing')}
              </Button>
            ),
          } satisfies DataColumn<VendorVacancyRow>,
        ]
      : []),
  ];
}
