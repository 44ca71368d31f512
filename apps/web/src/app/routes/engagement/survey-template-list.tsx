import {
  surveyTemplateListQuerySchema,
  surveyTemplateListQueryToQueryPairs,
  surveyTemplateSortColumnSchema,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage } from '@/components/list-page/list-page';
import { useListPage } from '@/components/list-page/use-list-page';
import { useSurveyTemplates } from '@/features/engagement/survey-templates/api/get-survey-templates';
import {
  SURVEY_TEMPLATES_PATH,
  surveyTemplateEditPath,
} from '@/features/engagement/survey-templates/components/survey-template-paths';
import { SurveyTemplateTable } from '@/features/engagement/survey-templates/components/survey-template-table';

const codec = { schema: surveyTemplateListQuerySchema, toQueryPairs: surveyTemplateListQueryToQueryPairs };

/** /internal/engagement/survey-templates (STPL-01): search, sort and paging in the URL. */
export default function SurveyTemplateListRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListPage(
    {
      codec,
      sortColumn: surveyTemplateSortColumnSchema,
      defaultSort: { column: 'updatedAt', order: 'desc' },
    },
    useSurveyTemplates,
  );
  return (
    <ListPage
      list={list}
      title={t('surveyTemplates.title')}
      create={{ label: t('surveyTemplates.newTemplate'), to: `${SURVEY_TEMPLATES_PATH}/new` }}
      search={{ label: t('surveyTemplates.search') }}
      loadFailed={t('surveyTemplates.loadFailed')}
    >
      <SurveyTemplateTable
        {...list.table}
        onOpen={(row) => void navigate(surveyTemplateEditPath(row.externalId))}
      />
    </ListPage>
  );
}
