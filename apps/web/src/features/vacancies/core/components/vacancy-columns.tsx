import Link from '@mui/material/Link';
import type { DataColumn } from '@/components/data-table/data-table-types';
import type { VacancyRow } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { CellText } from '@/components/data-table/cell-text';
import { VacancyStatusChip } from '@/components/status-chip';
import { formatDate } from '@/lib/format';
import { vacancyPath } from './vacancy-paths';

const count = (
  field: 'vendorCount' | 'candidatesCount' | 'newCandidatesCount',
  header: string,
  sortable = false,
) =>
  ({
    field,
    headerName: header,
    type: 'number',
    minWidth: 90,
    maxWidth: 130,
    flex: 0.5,
    sortable,
  }) satisfies DataColumn<VacancyRow>;

/** VAC-04: every column of a vacancy row; `field` is the server's sort column where the column sorts. */
export function vacancyColumns(
  t: TFunction,
  { showVendors }: { showVendors: boolean },
): DataColumn<VacancyRow>[] {
  const columns: DataColumn<VacancyRow>[] = [
    {
      field: 'title',
      headerName: t('vacancies.columns.title'),
      flex: 1.6,
      minWidth: 180,
      maxWidth: 360,
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
      headerName: t('vacancies.columns.gloVacancyId'),
      flex: 0.7,
      minWidth: 110,
      maxWidth: 160,
      renderCell: ({ row }) => <CellText text={row.gloVacancyId ?? ''} />,
    },
    {
      field: 'status',
      headerName: t('vacancies.columns.status'),
      flex: 0.8,
      minWidth: 120,
      maxWidth: 230,
      renderCell: ({ row }) => <VacancyStatusChip status={row.status} />,
    },
    {
      field: 'type',
      headerName: t('vacancies.columns.type'),
      minWidth: 90,
      maxWidth: 120,
      renderCell: ({ row }) => <CellText text={t(`enums.vacancyType.${row.type}`)} />,
    },
    {
      field: 'publishToExternalApp',
      headerName: t('vacancies.columns.published'),
      minWidth: 100,
      maxWidth: 120,
      sortable: false,
      renderCell: ({ row }) => (
        <CellText text={row.publishToExternalApp ? t('vacancies.yes') : t('vacancies.no')} />
      ),
    },
    {
      field: 'businessGroupName',
      headerName: t('vacancies.columns.businessGroup'),
      flex: 0.8,
      minWidth: 120,
      maxWidth: 200,
      renderCell: ({ row }) => <CellText text={row.businessGroupName ?? ''} />,
    },
    {
      field: 'projectName',
      headerName: t('vacancies.columns.project'),
      flex: 0.8,
      minWidth: 110,
      maxWidth: 200,
      renderCell: ({ row }) => <CellText text={row.projectName ?? ''} />,
    },
    ...(showVendors ? [count('vendorCount', t('vacancies.columns.vendors'))] : []),
    count('candidatesCount', t('vacancies.columns.candidates'), true),
    count('newCandidatesCount', t('vacancies.columns.newCandidates')),
    {
      field: 'createdAt',
      headerName: t('vacancies.columns.createdAt'),
      minWidth: 110,
      maxWidth: 130,
      renderCell: ({ row }) => <CellText text={formatDate(row.createdAt)} />,
    },
  ];
  return columns;
}
