import { useCallback, useState } from 'react';
import {
  audienceListQuerySchema,
  audienceListQueryToQueryPairs,
  audienceSortColumnSchema,
  type AudienceRow,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage } from '@/components/list-page/list-page';
import { useListPage } from '@/components/list-page/use-list-page';
import { useAudiences } from '@/features/engagement/audiences/api/get-audiences';
import {
  audienceViewPath,
  NEW_AUDIENCE_PATH,
} from '@/features/engagement/audiences/components/audience-paths';
import { DeleteAudienceDialog } from '@/features/engagement/audiences/components/delete-audience-dialog';
import { AudienceTable } from '@/features/engagement/audiences/components/list/audience-table';
import { useCreatorFilterField } from '@/features/engagement/audiences/components/list/use-creator-filter-field';

const codec = { schema: audienceListQuerySchema, toQueryPairs: audienceListQueryToQueryPairs };
const FILTER_KEYS = ['createdBy'] as const;

/** /internal/engagement/audiences (AUD-01): search by name, creator filter, sort and paging in the URL. */
export default function AudienceListRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fields = useCreatorFilterField();
  const list = useListPage(
    {
      codec,
      filterKeys: FILTER_KEYS,
      fields,
      sortColumn: audienceSortColumnSchema,
      defaultSort: { column: 'updatedAt', order: 'desc' },
    },
    useAudiences,
  );
  const [deleting, setDeleting] = useState<AudienceRow | null>(null);
  const onDelete = useCallback((row: AudienceRow) => setDeleting(row), []);
  return (
    <ListPage
      list={list}
      title={t('audiences.title')}
      create={{ label: t('audiences.newAudience'), to: NEW_AUDIENCE_PATH }}
      search={{ label: t('audiences.search') }}
      loadFailed={t('audiences.loadFailed')}
    >
      <AudienceTable
        {...list.table}
        onOpen={(row) => void navigate(audienceViewPath(row.externalId))}
        onDelete={onDelete}
      />
      <DeleteAudienceDialog audience={deleting} onClose={() => setDeleting(null)} />
    </ListPage>
  );
}
