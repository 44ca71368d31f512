import Stack from '@mui/material/Stack';
import {
  surveyTemplateListQuerySchema,
  surveyTemplateListQueryToQueryPairs,
  surveyTemplateSortColumnSchema,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPageHeader } from '@/components/list-page-header';
import { ListSearchField } from '@/components/list-search-field';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useSurveyTemplates } from '@/features/survey-templates/api/get-survey-templates';
import {
  SURVEY_TEMPLATES_PATH,
  surveyTemplateEditPath,
} from '@/features/survey-templates/components/survey-template-paths';
import { SurveyTemplateTable } from '@/features/survey-templates/components/survey-template-table';
import { useListPage } from '@/lib/use-list-page';

const codec = { schema: surveyTemplateListQuerySchema, toQueryPairs: surveyTemplateListQueryToQueryPairs };
const NO_FILTERS = [] as const;

/** /internal/engagement/survey-templates (STPL-01): search, sort and paging in the URL. */
export default function SurveyTemplateListRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListPage(
    {
      codec,
      filterKeys: NO_FILTERS,
      fields: NO_FILTERS,
      sortColumn: surveyTemplateSortColumnSchema,
      defaultSort: { column: 'updatedAt', order: 'desc' },
    },
    useSurveyTemplates,
  );
  const { state, rows } = list;
  if (!list.valid) return null; // reloading without the query (LIST-06)

  return (
    <Stack spacing={2.5}>
      <ListPageHeader
        title={t('surveyTemplates.title')}
        create={{ label: t('surveyTemplates.newTemplate'), to: `${SURVEY_TEMPLATES_PATH}/new` }}
      />
      <ListSearchField
        label={t('surveyTemplates.search')}
        value={state.search ?? ''}
        onSearch={list.search}
      />
      {rows.isError ? (
        <LoadErrorAlert message={t('surveyTemplates.loadFailed')} onRetry={() => void rows.refetch()} />
      ) : null}
      <SurveyTemplateTable
        data={rows.data}
        loading={rows.isFetching}
        page={state.page}
        size={state.size}
        sort={{ column: state.column, order: state.order }}
        onPageChange={list.changePage}
        onSortChange={list.changeSort}
        onOpen={(row) => void navigate(surveyTemplateEditPath(row.externalId))}
        filtered={list.filtered}
        onClearFilters={list.clearFilters}
      />
    </Stack>
  );
}
