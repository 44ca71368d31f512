import Stack from '@mui/material/Stack';
import {
  campaignListQuerySchema,
  campaignListQueryToQueryPairs,
  campaignSortColumnSchema,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActiveFilterChips } from '@/components/filter-panel/active-filter-chips';
import { FilterPanel } from '@/components/filter-panel/filter-panel';
import { ListPageHeader } from '@/components/list-page-header';
import { ListSearchField } from '@/components/list-search-field';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useCampaigns } from '@/features/campaigns/api/get-campaigns';
import { campaignRowPath, NEW_CAMPAIGN_PATH } from '@/features/campaigns/components/campaign-paths';
import { CampaignScopeToggle } from '@/features/campaigns/components/list/campaign-scope-toggle';
import { CampaignTable } from '@/features/campaigns/components/list/campaign-table';
import {
  CAMPAIGN_FILTER_KEYS,
  useCampaignFilterFields,
} from '@/features/campaigns/components/list/use-campaign-filter-fields';
import { useListPage } from '@/lib/use-list-page';

const codec = { schema: campaignListQuerySchema, toQueryPairs: campaignListQueryToQueryPairs };

/**
 * /internal/engagement/campaigns (CAMP-01): 'My campaigns' or 'All', search by name, status, owner and
 * start-day filters, sort and paging, all in the URL; a draft opens where it was left.
 */
export default function CampaignListRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fields = useCampaignFilterFields();
  const list = useListPage(
    {
      codec,
      filterKeys: CAMPAIGN_FILTER_KEYS,
      fields,
      sortColumn: campaignSortColumnSchema,
      defaultSort: { column: 'createdAt', order: 'desc' },
    },
    useCampaigns,
  );
  const { state, rows } = list;
  if (!list.valid) return null; // reloading without the query (LIST-06)

  return (
    <Stack spacing={2.5}>
      <ListPageHeader
        title={t('campaigns.title')}
        activeFilters={list.activeFilters}
        filtersOpen={list.filtersOpen}
        onOpenFilters={list.openFilters}
        create={{ label: t('campaigns.newCampaign'), to: NEW_CAMPAIGN_PATH }}
      />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', md: 'center' } }}
      >
        <CampaignScopeToggle value={state.scope} onChange={(scope) => list.applyFilters({ scope })} />
        <ListSearchField label={t('campaigns.search')} value={state.search ?? ''} onSearch={list.search} />
      </Stack>
      <ActiveFilterChips fields={fields} value={list.filters} onChange={list.applyFilters} />
      {rows.isError ? (
        <LoadErrorAlert message={t('campaigns.loadFailed')} onRetry={() => void rows.refetch()} />
      ) : null}
      <CampaignTable
        data={rows.data}
        loading={rows.isFetching}
        page={state.page}
        size={state.size}
        sort={{ column: state.column, order: state.order }}
        onPageChange={list.changePage}
        onSortChange={list.changeSort}
        onOpen={(row) => void navigate(campaignRowPath(row))}
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
    </Stack>
  );
}
