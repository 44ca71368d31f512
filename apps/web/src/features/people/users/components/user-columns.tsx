import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { DataColumn } from '@/components/data-table/data-table-types';
import { ROLE_LABELS, type UserRow } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { CellText } from '@/components/data-table/cell-text';
import { formatDate } from '@/lib/format';
import { UserStateChips } from './user-chips';
import { userPath } from './user-paths';

/** The users list's columns; `field` is the server's sort column where the column sorts. */
export function userColumns(t: TFunction): DataColumn<UserRow>[] {
  return [
    {
      field: 'fullName',
      headerName: t('users.columns.fullName'),
      flex: 1.2,
      minWidth: 170,
      maxWidth: 300,
      renderCell: ({ row }) => (
        <CellText text={row.fullName}>
          <Link component={RouterLink} to={userPath(row.externalId)} sx={{ fontWeight: 600 }}>
            {row.fullName}
          </Link>
        </CellText>
      ),
    },
    {
      field: 'email',
      headerName: t('users.columns.email'),
      flex: 1.4,
      minWidth: 200,
      maxWidth: 340,
      renderCell: ({ row }) => <CellText text={row.email} />,
    },
    {
      field: 'role',
      headerName: t('users.columns.role'),
      minWidth: 90,
      maxWidth: 120,
      renderCell: ({ row }) => <CellText text={ROLE_LABELS[row.role]} />,
    },
    {
      field: 'vendorName',
      headerName: t('users.columns.vendor'),
      flex: 1,
      minWidth: 140,
      maxWidth: 260,
      renderCell: ({ row }) => <CellText text={row.vendorName ?? ''} />,
    },
    {
      field: 'status',
      headerName: t('users.columns.state'),
      minWidth: 150,
      maxWidth: 240,
      // A block in the cell sits at its top (the grid centres text by line height): centre it in the row.
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
          <UserStateChips status={row.status} access={row.access} />
        </Box>
      ),
    },
    {
      field: 'updatedAt',
      headerName: t('users.columns.updatedAt'),
      minWidth: 110,
      maxWidth: 140,
      renderCell: ({ row }) => <CellText text={formatDate(row.updatedAt)} />,
    },
  ];
}
