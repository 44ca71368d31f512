import { useMemo } from 'react';
import { CAMPAIGN_STATUSES } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import type { FilterFieldDef } from '@/components/filter-panel/filter-field-types';
import { useOwnerOptions } from '../../api/get-owner-options';

/** The list's filter keys, as the URL and GET /api/campaigns name them. */
export const CAMPAIGN_FILTER_KEYS = ['statuses', 'owners', 'startFrom', 'startTo'] as const;

/**
 * The list's filters (CAMP-01): status, owner (ADMIN and TAG users, by id) and the start day range,
 * which may lie ahead (a scheduled campaign starts later).
 */
export function useCampaignFilterFields(): FilterFieldDef[] {
  const { t } = useTranslation();
  const owners = useOwnerOptions();
  return useMemo(
    () => [
      {
        key: 'statuses',
        type: 'static',
        label: t('campaigns.filters.statuses'),
        options: CAMPAIGN_STATUSES.map((value) => ({ value, label: t(`enums.campaignStatus.${value}`) })),
      },
      {
        key: 'owners',
        type: 'static',
        label: t('campaigns.filters.owners'),
        options: (owners.data?.content ?? []).map((user) => ({
          value: user.externalId,
          label: user.fullName,
        })),
      },
      {
        key: 'startFrom',
        type: 'date',
        bound: 'from',
        pairKey: 'startTo',
        future: true,
        label: t('campaigns.filters.startFrom'),
      },
      {
        key: 'startTo',
        type: 'date',
        bound: 'to',
        pairKey: 'startFrom',
        future: true,
        label: t('campaigns.filters.startTo'),
      },
    ],
    [owners.data, t],
  );
}
