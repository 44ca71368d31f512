import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CampaignDetail } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { campaignPath, campaignStepPath } from '../campaign-paths';
import { CampaignStatusChip } from '../campaign-status-chip';
import { CampaignStepper } from './campaign-stepper';

/**
 * CAMP-04: campaigns/{id}/edit, 'Edit New Campaign', mostly empty: the campaign's name and the step it
 * reached, with the way on to that step or to the campaign's page.
 */
export function CampaignResume({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        {t('campaigns.resume.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {campaign.name}
            </Typography>
            <CampaignStatusChip status={campaign.status} />
          </Stack>
          <CampaignStepper active={campaign.creationStep} />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
            <Button
              component={RouterLink}
              to={campaignStepPath(campaign.externalId, campaign.creationStep)}
              variant="contained"
            >
              {t('campaigns.resume.continue', { step: t(`campaigns.wizard.step.${campaign.creationStep}`) })}
            </Button>
            <Button component={RouterLink} to={campaignPath(campaign.externalId)} variant="outlined">
              {t('campaigns.wizard.openDetails')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
