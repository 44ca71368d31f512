import Stack from '@mui/material/Stack';
import { can } from '@talent-desk/shared';
import { useParams } from 'react-router';
import { CampaignWizardGate } from '@/features/engagement/campaigns/components/wizard/campaign-wizard-gate';
import { CampaignContentForm } from '@/features/engagement/campaigns/components/wizard/content-step/campaign-content-form';
import { WizardHeader } from '@/features/engagement/campaigns/components/wizard/wizard-header';
import { useCurrentUser } from '../../../current-user';

/** /internal/engagement/campaigns/{id}/content: step 2 (CAMP-03, CAMP-07, CAMP-22; PERM-03). */
export default function CampaignContentRoute() {
  const { campaignId = '' } = useParams();
  const { role } = useCurrentUser();
  return (
    <CampaignWizardGate campaignId={campaignId} step="CONTENT">
      {(campaign) => (
        <Stack spacing={3}>
          <WizardHeader step="CONTENT" campaign={campaign} />
          <CampaignContentForm
            key={campaign.externalId}
            campaign={campaign}
            canSaveTemplate={can(role, 'engagement:save-template-from-campaign')}
          />
        </Stack>
      )}
    </CampaignWizardGate>
  );
}
