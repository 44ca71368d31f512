import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { vendorVacancyQuerySchema, type VendorVacancyRow } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CellText } from '@/components/data-table/cell-text';
import { DataTable, type DataTableSort } from '@/components/data-table/data-table';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { VacancyStatusChip } from '@/components/status-chip';
import { formatDate } from '@/lib/format';
import { useVendorVacancies } from '../api/get-vendor-vacancies';

const vacancyPath = (externalId: string) => `/internal/vacancies/${encodeURIComponent(externalId)}`;

function columns(
  t: TFunction,
  onStopSharing: ((row: VendorVacancyRow) => void) | undefined,
): GridColDef<VendorVacancyRow>[] {
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
          } satisfies GridColDef<VendorVacancyRow>,
        ]
      : []),
  ];
}

export type VendorVacanciesTabProps = {
  vendorExternalId: string;
  /** Stop sharing one row (VAC-24); absent when the actor may not. */
  onStopSharing?: (row: VendorVacancyRow) => void;
};

/** #vacancies (VEND-07..09): the vacancies shared with the vendor, by title ascending by default. */
export function VendorVacanciesTab({ vendorExternalId, onStopSharing }: VendorVacanciesTabProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState(() => vendorVacancyQuerySchema.parse({}));
  const vacancies = useVendorVacancies(vendorExternalId, query);
  const cols = useMemo(() => columns(t, onStopSharing), [t, onStopSharing]);
  function changeSort(sort: DataTableSort | null) {
    const column = vendorVacancyQuerySchema.shape.column.safeParse(sort?.column);
    setQuery({
      ...query,
      column: column.success ? column.data : 'title',
      order: sort?.order ?? 'asc',
      page: 1,
    });
  }
  return (
    <Stack spacing={2}>
      {vacancies.isError ? (
        <LoadErrorAlert
          message={t('vendors.vacancies.loadFailed')}
          onRetry={() => void vacancies.refetch()}
        />
      ) : null}
      <DataTable<VendorVacancyRow>
        label={t('vendors.vacancies.tableLabel')}
        columns={cols}
        rows={vacancies.data?.content ?? []}
        rowCount={vacancies.data?.totalElements ?? 0}
        getRowId={(row) => row.externalId}
        rowLabel={(row) => row.title}
        loading={vacancies.isFetching}
        page={query.page}
        pageSize={query.size}
        onPageChange={(page, size) => setQuery({ ...query, page, size })}
        sort={{ column: query.column, order: query.order }}
        onSortChange={changeSort}
        emptyState={
          <EmptyState title={t('vendors.vacancies.empty')} hint={t('vendors.vacancies.emptyHint')} />
        }
      />
    </Stack>
  );
}
