import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CampaignCreationStep, CampaignDetail } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageBreadcrumbs } from '@/components/page-breadcrumbs';
import { CAMPAIGNS_PATH, campaignPath } from '../campaign-paths';
import { CampaignStatusChip } from '../campaign-status-chip';
import { CampaignStepper } from './campaign-stepper';

export type WizardHeaderProps = {
  step: CampaignCreationStep;
  /** The campaign being built; none on campaigns/new. */
  campaign?: CampaignDetail;
};

/**
 * The wizard's heading (CAMP-14: 'Edit Campaign' once the campaign exists, else 'New Campaign'), the
 * campaign's name and status with a link to its page, and the stepper (CAMP-06).
 */
export function WizardHeader({ step, campaign }: WizardHeaderProps) {
  const { t } = useTranslation();
  const title = campaign ? t('campaigns.wizard.editTitle') : t('campaigns.wizard.newTitle');
  return (
    <Stack spacing={2}>
      <PageBreadcrumbs
        label={t('campaigns.breadcrumbs')}
        items={[{ label: t('campaigns.title'), to: CAMPAIGNS_PATH }, { label: campaign?.name ?? title }]}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h1" component="h1">
          {title}
        </Typography>
        {campaign ? (
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <CampaignStatusChip status={campaign.status} />
            <Link component={RouterLink} to={campaignPath(campaign.externalId)}>
              {t('campaigns.wizard.openDetails')}
            </Link>
          </Stack>
        ) : null}
      </Stack>
      <CampaignStepper active={step} />
    </Stack>
  );
}
