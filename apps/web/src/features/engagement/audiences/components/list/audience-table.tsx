import { Fragment, useMemo } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DataColumn } from '@/components/data-table/data-table-types';
import type { AudienceRow, AudienceSortColumn } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CellText } from '@/components/data-table/cell-text';
import { listEmptyTexts } from '@/components/data-table/list-empty-texts';
import { ListTable, type ListTableOf } from '@/components/data-table/list-table';
import { formatDate } from '@/lib/format';
import { audienceViewPath } from '../audience-paths';
import { AudienceRowMenu } from './audience-row-menu';

type OnDelete = (row: AudienceRow) => void;

function columns(t: TFunction, onDelete: OnDelete): DataColumn<AudienceRow>[] {
  return [
    {
      field: 'name',
      headerName: t('audiences.columns.name'),
      flex: 1.6,
      minWidth: 200,
      renderCell: ({ row }) => (
        <CellText text={row.name}>
          <Link component={RouterLink} to={audienceViewPath(row.externalId)} sx={{ fontWeight: 600 }}>
            {row.name}
          </Link>
        </CellText>
      ),
    },
    {
      field: 'createdBy',
      headerName: t('audiences.columns.createdBy'),
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => <CellText text={row.createdByFullName ?? ''} />,
    },
    {
      field: 'filterCount',
      headerName: t('audiences.columns.filters'),
      type: 'number',
      minWidth: 90,
      maxWidth: 110,
      sortable: false,
    },
    {
      field: 'createdAt',
      headerName: t('audiences.columns.createdAt'),
      minWidth: 115,
      maxWidth: 140,
      renderCell: ({ row }) => <CellText text={formatDate(row.createdAt)} />,
    },
    {
      field: 'updatedAt',
      headerName: t('audiences.columns.updatedAt'),
      minWidth: 125,
      maxWidth: 150,
      renderCell: ({ row }) => <CellText text={formatDate(row.updatedAt)} />,
    },
    {
      field: 'actions',
      headerName: t('audiences.columns.actions'),
      width: 80,
      sortable: false,
      align: 'center',
      headerAlign: 'center',
      renderCell: ({ row }) => <AudienceRowMenu row={row} onDelete={onDelete} />,
    },
  ];
}

function AudienceCard({ row, onDelete }: { row: AudienceRow; onDelete: OnDelete }) {
  const { t } = useTranslation();
  const meta: (string | null)[] = [
    row.createdByFullName ? t('audiences.card.by', { name: row.createdByFullName }) : null,
    t('audiences.card.filters', { count: row.filterCount }),
    t('audiences.card.updated', { date: formatDate(row.updatedAt) }),
  ];
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
      <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
        <Link
          component={RouterLink}
          to={audienceViewPath(row.externalId)}
          sx={{ fontWeight: 600, alignSelf: 'flex-start', overflowWrap: 'anywhere' }}
        >
          {row.name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {meta
            .filter((part): part is string => part !== null)
            .map((part, i) => (
              // Lines break between the parts, never inside one (a date at its hyphens).
              <Fragment key={part}>
                {i > 0 ? ' · ' : null}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {part}
                </Box>
              </Fragment>
            ))}
        </Typography>
      </Stack>
      <AudienceRowMenu row={row} onDelete={onDelete} />
    </Stack>
  );
}

export type AudienceTableProps = ListTableOf<AudienceRow, AudienceSortColumn> & {
  onDelete: OnDelete;
};

/** The audiences in a server-paged table (cards on a phone), with the list's empty states. */
export function AudienceTable({ onDelete, ...props }: AudienceTableProps) {
  const { t } = useTranslation();
  const cols = useMemo(() => columns(t, onDelete), [t, onDelete]);
  return (
    <ListTable<AudienceRow>
      {...props}
      label={t('audiences.tableLabel')}
      columns={cols}
      getRowId={(row) => row.externalId}
      rowLabel={(row) => row.name}
      renderCard={(row) => <AudienceCard row={row} onDelete={onDelete} />}
      empty={listEmptyTexts(t, 'audiences')}
    />
  );
}
