import Link from '@mui/material/Link';
import type { DataColumn } from '@/components/data-table/data-table-types';
import type { VendorRow } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { CellText } from '@/components/data-table/cell-text';
import { formatDate } from '@/lib/format';
import { vendorPath } from './vendor-paths';
import { VendorStatusChip } from './vendor-status-chip';

/** The vendor list's columns; `field` is the server's sort column where the column sorts. */
export function vendorColumns(t: TFunction): DataColumn<VendorRow>[] {
  return [
    {
      field: 'name',
      headerName: t('vendors.columns.name'),
      flex: 1.4,
      minWidth: 180,
      maxWidth: 320,
      renderCell: ({ row }) => (
        <CellText text={row.name}>
          <Link component={RouterLink} to={vendorPath(row.externalId)} sx={{ fontWeight: 600 }}>
            {row.name}
          </Link>
        </CellText>
      ),
    },
    {
      field: 'tier',
      headerName: t('vendors.columns.tier'),
      minWidth: 90,
      maxWidth: 120,
      renderCell: ({ row }) => <CellText text={row.tier ?? ''} />,
    },
    {
      field: 'country',
      headerName: t('vendors.columns.country'),
      flex: 0.8,
      minWidth: 110,
      maxWidth: 200,
      renderCell: ({ row }) => <CellText text={row.country ?? ''} />,
    },
    {
      field: 'status',
      headerName: t('vendors.columns.status'),
      minWidth: 100,
      maxWidth: 130,
      renderCell: ({ row }) => <VendorStatusChip status={row.status} />,
    },
    {
      field: 'primaryContactName',
      headerName: t('vendors.columns.contact'),
      flex: 1.2,
      minWidth: 160,
      maxWidth: 300,
      sortable: false,
      renderCell: ({ row }) => (
        <CellText text={[row.primaryContactName, row.primaryContactEmail].filter(Boolean).join(' · ')} />
      ),
    },
    {
      field: 'userCount',
      headerName: t('vendors.columns.users'),
      type: 'number',
      minWidth: 80,
      maxWidth: 110,
      sortable: false,
    },
    {
      field: 'vacancyCount',
      headerName: t('vendors.columns.vacancies'),
      type: 'number',
      minWidth: 90,
      maxWidth: 120,
      sortable: false,
    },
    {
      field: 'updatedAt',
      headerName: t('vendors.columns.updatedAt'),
      minWidth: 110,
      maxWidth: 140,
      renderCell: ({ row }) => <CellText text={formatDate(row.updatedAt)} />,
    },
  ];
}
