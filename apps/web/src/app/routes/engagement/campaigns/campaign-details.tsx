import { useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { campaignEditMode, type CampaignAction } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { campaignHasStatistics } from '@/features/engagement/statistics/components/campaign-has-statistics';
import { LazyCampaignStatistics } from '@/features/engagement/statistics/components/lazy-campaign-statistics';
import { useCampaign } from '@/features/engagement/campaigns/api/get-campaign';
import { campaignStepPath } from '@/features/engagement/campaigns/components/campaign-paths';
import { CampaignMessage } from '@/features/engagement/campaigns/components/campaign-message';
import { CampaignFacts } from '@/features/engagement/campaigns/components/detail/campaign-facts';
import { CampaignHeader } from '@/features/engagement/campaigns/components/detail/campaign-header';
import { CampaignOptionsMenu } from '@/features/engagement/campaigns/components/detail/campaign-options-menu';
import { CampaignActionDialog } from '@/features/engagement/campaigns/components/detail/dialogs/campaign-action-dialog';
import { CampaignRecipients } from '@/features/engagement/campaigns/components/detail/recipients/campaign-recipients';
import { RespondentsLink } from '@/features/engagement/respondents/components/respondents-link';
import { isNotFound } from '@/lib/use-not-found-redirect';
import { useCurrentUser } from '../../../current-user';

/**
 * /internal/engagement/campaigns/{id} (CAMP-05, CAMP-09..11): the campaign's facts, its recipients and
 * the options menu in its header with the actions the user may take (CAMP-26..47); Edit before the campaign
 * opens is the wizard's audience step (CAMP-27). A 404 is the 'campaign not found' page. Once it has
 * opened, its statistics (STAT-*) come between the facts and the recipients.
 */
export default function CampaignDetailsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { campaignId = '' } = useParams();
  const user = useCurrentUser();
  const campaign = useCampaign(campaignId);
  const [action, setAction] = useState<CampaignAction | null>(null);

  if (campaign.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('campaigns.loading')}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }
  if (campaign.isError) {
    if (isNotFound(campaign.error)) return <CampaignMessage kind="notFound" />;
    return <CampaignMessage kind="loadFailed" onRetry={() => void campaign.refetch()} />;
  }
  const detail = campaign.data;

  function start(chosen: CampaignAction) {
    if (chosen === 'edit' && campaignEditMode(detail.status) === 'wizard') {
      void navigate(campaignStepPath(detail.externalId, 'AUDIENCE'));
      return;
    }
    setAction(chosen);
  }

  return (
    <Stack spacing={3}>
      <CampaignHeader
        campaign={detail}
        actions={<CampaignOptionsMenu actions={detail.allowedActions} onAction={start} />}
      />
      <RespondentsLink campaign={detail} />
      <CampaignFacts campaign={detail} />
      {campaignHasStatistics(detail.status) ? (
        <LazyCampaignStatistics campaignExternalId={detail.externalId} />
      ) : null}
      <CampaignRecipients campaign={detail} />
      <CampaignActionDialog
        action={action}
        campaign={detail}
        userExternalId={user.externalId}
        onClose={() => setAction(null)}
      />
    </Stack>
  );
}
