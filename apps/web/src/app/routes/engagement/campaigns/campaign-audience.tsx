import { useParams } from 'react-router';
import { CampaignWizardGate } from '@/features/engagement/campaigns/components/wizard/campaign-wizard-gate';
import { CampaignAudiencePage } from './campaign-audience-page';

/** /internal/engagement/campaigns/{id}/audience: step 1 of a saved campaign (CAMP-03, CAMP-27). */
export default function CampaignAudienceRoute() {
  const { campaignId = '' } = useParams();
  return (
    <CampaignWizardGate campaignId={campaignId} step="AUDIENCE">
      {(campaign) => <CampaignAudiencePage key={campaign.externalId} campaign={campaign} />}
    </CampaignWizardGate>
  );
}
