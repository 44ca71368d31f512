import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { CampaignWizardGate } from '@/features/engagement/campaigns/components/wizard/campaign-wizard-gate';
import { CampaignPreviewStep } from '@/features/engagement/campaigns/components/wizard/preview-step/campaign-preview-step';
import { WizardHeader } from '@/features/engagement/campaigns/components/wizard/wizard-header';

/** /internal/engagement/campaigns/{id}/preview: step 3 (CAMP-03, CAMP-08). */
export default function CampaignPreviewRoute() {
  const { campaignId = '' } = useParams();
  return (
    <CampaignWizardGate campaignId={campaignId} step="PREVIEW">
      {(campaign) => (
        <Stack spacing={3}>
          <WizardHeader step="PREVIEW" campaign={campaign} />
          <CampaignPreviewStep campaign={campaign} />
        </Stack>
      )}
    </CampaignWizardGate>
  );
}
