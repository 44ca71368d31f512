import Stack from '@mui/material/Stack';
import {
  can,
  emailTemplateListQuerySchema,
  emailTemplateListQueryToQueryPairs,
  emailTemplateSortColumnSchema,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPageHeader } from '@/components/list-page-header';
import { ListSearchField } from '@/components/list-search-field';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useEmailTemplates } from '@/features/email-templates/api/email-templates';
import {
  EMAIL_TEMPLATES_PATH,
  emailTemplateViewPath,
} from '@/features/email-templates/components/email-template-paths';
import { EmailTemplateTable } from '@/features/email-templates/components/email-template-table';
import { useListPage } from '@/lib/use-list-page';
import { useCurrentUser } from '../../current-user';

const codec = { schema: emailTemplateListQuerySchema, toQueryPairs: emailTemplateListQueryToQueryPairs };
const NO_FILTERS = [] as const;

/** /internal/engagement/email-templates (ETPL-01): search, sort and paging in the URL. */
export default function EmailTemplateListRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { role } = useCurrentUser();
  const list = useListPage(
    {
      codec,
      filterKeys: NO_FILTERS,
      fields: NO_FILTERS,
      sortColumn: emailTemplateSortColumnSchema,
      defaultSort: { column: 'updatedAt', order: 'desc' },
    },
    useEmailTemplates,
  );
  const { state, rows } = list;
  if (!list.valid) return null;
  return (
    <Stack spacing={2.5}>
      <ListPageHeader
        title={t('emailTemplates.title')}
        create={
          can(role, 'engagement:email-templates')
            ? { label: t('emailTemplates.newTemplate'), to: `${EMAIL_TEMPLATES_PATH}/new` }
            : undefined
        }
      />
      <ListSearchField label={t('emailTemplates.search')} value={state.search ?? ''} onSearch={list.search} />
      {rows.isError ? (
        <LoadErrorAlert message={t('emailTemplates.loadFailed')} onRetry={() => void rows.refetch()} />
      ) : null}
      <EmailTemplateTable
        data={rows.data}
        loading={rows.isFetching}
        page={state.page}
        size={state.size}
        sort={{ column: state.column, order: state.order }}
        onPageChange={list.changePage}
        onSortChange={list.changeSort}
        onOpen={(row) => void navigate(emailTemplateViewPath(row.externalId))}
        filtered={list.filtered}
        onClearFilters={list.clearFilters}
      />
    </Stack>
  );
}
