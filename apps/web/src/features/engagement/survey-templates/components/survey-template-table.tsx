import { useMemo } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DataColumn } from '@/components/data-table/data-table-types';
import type { SurveyTemplateRow, SurveyTemplateSortColumn } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CellText } from '@/components/data-table/cell-text';
import { searchEmptyTexts } from '@/components/data-table/list-empty-texts';
import { ListTable, type ListTableOf } from '@/components/data-table/list-table';
import { formatDate } from '@/lib/format';
import { surveyTemplateEditPath } from './survey-template-paths';

function columns(t: TFunction): DataColumn<SurveyTemplateRow>[] {
  return [
    {
      field: 'title',
      headerName: t('surveyTemplates.columns.title'),
      flex: 1.4,
      minWidth: 200,
      renderCell: ({ row }) => (
        <CellText text={row.title}>
          <Link component={RouterLink} to={surveyTemplateEditPath(row.externalId)} sx={{ fontWeight: 600 }}>
            {row.title}
          </Link>
        </CellText>
      ),
    },
    {
      field: 'description',
      headerName: t('surveyTemplates.columns.description'),
      flex: 1.6,
      minWidth: 200,
      sortable: false,
      renderCell: ({ row }) => <CellText text={row.description ?? ''} />,
    },
    {
      field: 'questionCount',
      headerName: t('surveyTemplates.columns.questions'),
      type: 'number',
      minWidth: 100,
      maxWidth: 130,
    },
    {
      field: 'createdBy',
      headerName: t('surveyTemplates.columns.createdBy'),
      flex: 0.8,
      minWidth: 140,
      sortable: false,
      renderCell: ({ row }) => <CellText text={row.createdBy ?? ''} />,
    },
    {
      field: 'updatedAt',
      headerName: t('surveyTemplates.columns.updatedAt'),
      minWidth: 110,
      maxWidth: 140,
      renderCell: ({ row }) => <CellText text={formatDate(row.updatedAt)} />,
    },
  ];
}

function TemplateCard({ row }: { row: SurveyTemplateRow }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={surveyTemplateEditPath(row.externalId)}
        sx={{ fontWeight: 600, alignSelf: 'flex-start', overflowWrap: 'anywhere' }}
      >
        {row.title}
      </Link>
      {row.description ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {row.description}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {t('surveyTemplates.cardQuestions', { count: row.questionCount })} · {formatDate(row.updatedAt)}
      </Typography>
    </Stack>
  );
}

export type SurveyTemplateTableProps = ListTableOf<SurveyTemplateRow, SurveyTemplateSortColumn>;

/** The survey templates in a server-paged table (cards on a phone), with the list's empty states. */
export function SurveyTemplateTable(props: SurveyTemplateTableProps) {
  const { t } = useTranslation();
  const cols = useMemo(() => columns(t), [t]);
  return (
    <ListTable<SurveyTemplateRow>
      {...props}
      label={t('surveyTemplates.tableLabel')}
      columns={cols}
      getRowId={(row) => row.externalId}
      rowLabel={(row) => row.title}
      renderCard={(row) => <TemplateCard row={row} />}
      empty={searchEmptyTexts(t, 'surveyTemplates')}
    />
  );
}
