import { useParams } from 'react-router';
import { CampaignResume } from '@/features/engagement/campaigns/components/wizard/campaign-resume';
import { CampaignWizardGate } from '@/features/engagement/campaigns/components/wizard/campaign-wizard-gate';

/** /internal/engagement/campaigns/{id}/edit: 'Edit New Campaign' (CAMP-04). */
export default function CampaignEditRoute() {
  const { campaignId = '' } = useParams();
  return (
    <CampaignWizardGate campaignId={campaignId} step="AUDIENCE">
      {(campaign) => <CampaignResume campaign={campaign} />}
    </CampaignWizardGate>
  );
}
