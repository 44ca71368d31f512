import { useCallback, useState } from 'react';
import Stack from '@mui/material/Stack';
import {
  audienceListQuerySchema,
  audienceListQueryToQueryPairs,
  audienceSortColumnSchema,
  type AudienceRow,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActiveFilterChips } from '@/components/filter-panel/active-filter-chips';
import { FilterPanel } from '@/components/filter-panel/filter-panel';
import { ListPageHeader } from '@/components/list-page-header';
import { ListSearchField } from '@/components/list-search-field';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useAudiences } from '@/features/audiences/api/get-audiences';
import { audienceViewPath, NEW_AUDIENCE_PATH } from '@/features/audiences/components/audience-paths';
import { DeleteAudienceDialog } from '@/features/audiences/components/delete-audience-dialog';
import { AudienceTable } from '@/features/audiences/components/list/audience-table';
import { useCreatorFilterField } from '@/features/audiences/components/list/use-creator-filter-field';
import { useListPage } from '@/lib/use-list-page';

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
  const { state, rows } = list;
  if (!list.valid) return null; // reloading without the query (LIST-06)

  return (
    <Stack spacing={2.5}>
      <ListPageHeader
        title={t('audiences.title')}
        activeFilters={list.activeFilters}
        filtersOpen={list.filtersOpen}
        onOpenFilters={list.openFilters}
        create={{ label: t('audiences.newAudience'), to: NEW_AUDIENCE_PATH }}
      />
      <ListSearchField label={t('audiences.search')} value={state.search ?? ''} onSearch={list.search} />
      <ActiveFilterChips fields={fields} value={list.filters} onChange={list.applyFilters} />
      {rows.isError ? (
        <LoadErrorAlert message={t('audiences.loadFailed')} onRetry={() => void rows.refetch()} />
      ) : null}
      <AudienceTable
        data={rows.data}
        loading={rows.isFetching}
        page={state.page}
        size={state.size}
        sort={{ column: state.column, order: state.order }}
        onPageChange={list.changePage}
        onSortChange={list.changeSort}
        onOpen={(row) => void navigate(audienceViewPath(row.externalId))}
        onDelete={onDelete}
        filtered={list.filtered}
        onClearFilters={list.clearFilters}
      />
      <FilterPanel
        variant="drawer"
        open={list.filtersOpen}
        onClose={list.closeFilters}
        fields={fields}
        value={list.filters}
        onApply={list.applyFilters}
      />
      <DeleteAudienceDialog audience={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
