import {
  can,
  emailTemplateListQuerySchema,
  emailTemplateListQueryToQueryPairs,
  emailTemplateSortColumnSchema,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage } from '@/components/list-page/list-page';
import { useListPage } from '@/components/list-page/use-list-page';
import { useEmailTemplates } from '@/features/engagement/email-templates/api/email-templates';
import {
  EMAIL_TEMPLATES_PATH,
  emailTemplateViewPath,
} from '@/features/engagement/email-templates/components/email-template-paths';
import { EmailTemplateTable } from '@/features/engagement/email-templates/components/email-template-table';
import { useCurrentUser } from '../../current-user';

const codec = { schema: emailTemplateListQuerySchema, toQueryPairs: emailTemplateListQueryToQueryPairs };

/** /internal/engagement/email-templates (ETPL-01): search, sort and paging in the URL. */
export default function EmailTemplateListRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { role } = useCurrentUser();
  const list = useListPage(
    {
      codec,
      sortColumn: emailTemplateSortColumnSchema,
      defaultSort: { column: 'updatedAt', order: 'desc' },
    },
    useEmailTemplates,
  );
  return (
    <ListPage
      list={list}
      title={t('emailTemplates.title')}
      create={
        can(role, 'engagement:email-templates')
          ? { label: t('emailTemplates.newTemplate'), to: `${EMAIL_TEMPLATES_PATH}/new` }
          : undefined
      }
      search={{ label: t('emailTemplates.search') }}
      loadFailed={t('emailTemplates.loadFailed')}
    >
      <EmailTemplateTable
        {...list.table}
        onOpen={(row) => void navigate(emailTemplateViewPath(row.externalId))}
      />
    </ListPage>
  );
}
