import type { ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { CAMPAIGN_CREATION_STEPS, type CampaignCreationStep, type CampaignDetail } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isNotFound } from '@/lib/use-not-found-redirect';
import { useCampaign } from '../../api/get-campaign';
import { campaignStepPath } from '../campaign-paths';
import { CampaignMessage } from '../campaign-message';

export type CampaignWizardGateProps = {
  campaignId: string;
  step: CampaignCreationStep;
  children: (campaign: CampaignDetail) => ReactNode;
};

/** Whether the wizard may change this campaign: before it opens (CAMP-27), for whom may edit it. */
function wizardVerdict(campaign: CampaignDetail): 'ok' | 'noAccess' | 'notEditable' {
  if (campaign.status !== 'DRAFT' && campaign.status !== 'SCHEDULED') return 'notEditable';
  return campaign.allowedActions.includes('edit') ? 'ok' : 'noAccess';
}

/**
 * Loads the campaign of a wizard step and shows the step only when it can be worked on: CAMP-11 not
 * found, CAMP-15 the load failed (a retry and the way back), CAMP-46 no access, or a campaign past the
 * wizard. Content is open once the campaign exists (step 1 saved it), Preview once the content is saved
 * (creationStep PREVIEW); a step not open yet goes to the step the draft reopens at.
 */
export function CampaignWizardGate({ campaignId, step, children }: CampaignWizardGateProps) {
  const { t } = useTranslation();
  const campaign = useCampaign(campaignId);
  if (campaign.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('campaigns.loading')}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }
  if (campaign.isError) {
    if (isNotFound(campaign.error)) return <CampaignMessage kind="notFound" />;
    return <CampaignMessage kind="loadFailed" onRetry={() => void campaign.refetch()} />;
  }
  const detail = campaign.data;
  const verdict = wizardVerdict(detail);
  if (verdict !== 'ok') return <CampaignMessage kind={verdict} externalId={detail.externalId} />;
  const open = Math.max(CAMPAIGN_CREATION_STEPS.indexOf(detail.creationStep), 1);
  if (CAMPAIGN_CREATION_STEPS.indexOf(step) > open) {
    return <Navigate to={campaignStepPath(detail.externalId, detail.creationStep)} replace />;
  }
  return children(detail);
}
