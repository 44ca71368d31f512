import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CampaignDetail } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { campaignStepPath } from '../../campaign-paths';
import { WizardFooter } from '../wizard-footer';
import { EmailFields } from './email-fields';
import { ScheduleFields } from './schedule-fields';
import { useContentStep } from './use-content-step';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';

export type CampaignContentFormProps = {
  campaign: CampaignDetail;
  canSaveTemplate: boolean;
  /** CAMP-07: how the audience step is reached again (a full page load by default). */
  goToAudience?: (path: string) => void;
};

const fullPageLoad = (path: string) => window.location.assign(path);

/** Step 2 (CAMP-22): the e-mail, the optional survey and the dates; Back to the audience, Next to the preview. */
export function CampaignContentForm({
  campaign,
  canSaveTemplate,
  goToAudience = fullPageLoad,
}: CampaignContentFormProps) {
  const { t } = useTranslation();
  const step = useContentStep(campaign);
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={step.onSubmit}>
      <UnsavedChangesGuard control={step.form.control} />
      <EmailFields form={step.form} canSaveTemplate={canSaveTemplate} />
      <ScheduleFields control={step.form.control} campaign={campaign} />
      <WizardFooter
        onBack={() => goToAudience(campaignStepPath(campaign.externalId, 'AUDIENCE'))}
        primary={
          <Button type="submit" variant="contained" disabled={step.saving}>
            {t('campaigns.wizard.next')}
          </Button>
        }
      />
    </Stack>
  );
}
