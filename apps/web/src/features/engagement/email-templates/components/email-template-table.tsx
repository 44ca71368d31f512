import { useMemo } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DataColumn } from '@/components/data-table/data-table-types';
import type { EmailTemplateRow, EmailTemplateSortColumn } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CellText } from '@/components/data-table/cell-text';
import { searchEmptyTexts } from '@/components/data-table/list-empty-texts';
import { ListTable, type ListTableOf } from '@/components/data-table/list-table';
import { formatDate } from '@/lib/format';
import { emailTemplateViewPath } from './email-template-paths';

function columns(t: TFunction): DataColumn<EmailTemplateRow>[] {
  return [
    {
      field: 'title',
      headerName: t('emailTemplates.columns.title'),
      flex: 1.2,
      minWidth: 200,
      renderCell: ({ row }) => (
        <CellText text={row.title}>
          <Link component={RouterLink} to={emailTemplateViewPath(row.externalId)} sx={{ fontWeight: 600 }}>
            {row.title}
          </Link>
        </CellText>
      ),
    },
    {
      field: 'subject',
      headerName: t('emailTemplates.columns.subject'),
      flex: 1.6,
      minWidth: 220,
      renderCell: ({ row }) => <CellText text={row.subject} />,
    },
    {
      field: 'from',
      headerName: t('emailTemplates.columns.from'),
      flex: 1,
      minWidth: 160,
      sortable: false,
      renderCell: ({ row }) => <CellText text={row.from ?? ''} />,
    },
    {
      field: 'updatedAt',
      headerName: t('emailTemplates.columns.updatedAt'),
      minWidth: 110,
      maxWidth: 140,
      renderCell: ({ row }) => <CellText text={formatDate(row.updatedAt)} />,
    },
  ];
}

function TemplateCard({ row }: { row: EmailTemplateRow }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={emailTemplateViewPath(row.externalId)}
        sx={{ fontWeight: 600, alignSelf: 'flex-start', overflowWrap: 'anywhere' }}
      >
        {row.title}
      </Link>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {row.subject}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {formatDate(row.updatedAt)}
      </Typography>
    </Stack>
  );
}

export type EmailTemplateTableProps = ListTableOf<EmailTemplateRow, EmailTemplateSortColumn>;

/** The e-mail templates in a server-paged table (cards on a phone), with the list's empty states. */
export function EmailTemplateTable(props: EmailTemplateTableProps) {
  const { t } = useTranslation();
  const cols = useMemo(() => columns(t), [t]);
  return (
    <ListTable<EmailTemplateRow>
      {...props}
      label={t('emailTemplates.tableLabel')}
      columns={cols}
      getRowId={(row) => row.externalId}
      rowLabel={(row) => row.title}
      renderCard={(row) => <TemplateCard row={row} />}
      empty={searchEmptyTexts(t, 'emailTemplates')}
    />
  );
}
