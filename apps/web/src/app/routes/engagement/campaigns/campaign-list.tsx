import {
  campaignListQuerySchema,
  campaignListQueryToQueryPairs,
  campaignSortColumnSchema,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage } from '@/components/list-page/list-page';
import { useListPage } from '@/components/list-page/use-list-page';
import { useCampaigns } from '@/features/engagement/campaigns/api/get-campaigns';
import {
  campaignRowPath,
  NEW_CAMPAIGN_PATH,
} from '@/features/engagement/campaigns/components/campaign-paths';
import { CampaignScopeToggle } from '@/features/engagement/campaigns/components/list/campaign-scope-toggle';
import { CampaignTable } from '@/features/engagement/campaigns/components/list/campaign-table';
import {
  CAMPAIGN_FILTER_KEYS,
  useCampaignFilterFields,
} from '@/features/engagement/campaigns/components/list/use-campaign-filter-fields';

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
  return (
    <ListPage
      list={list}
      title={t('campaigns.title')}
      create={{ label: t('campaigns.newCampaign'), to: NEW_CAMPAIGN_PATH }}
      search={{ label: t('campaigns.search') }}
      beside={
        <CampaignScopeToggle value={list.state.scope} onChange={(scope) => list.applyFilters({ scope })} />
      }
      loadFailed={t('campaigns.loadFailed')}
    >
      <CampaignTable {...list.table} onOpen={(row) => void navigate(campaignRowPath(row))} />
    </ListPage>
  );
}
