import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CampaignDetail } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { PageBreadcrumbs } from '@/components/page-breadcrumbs';
import { CAMPAIGNS_PATH } from '../campaign-paths';
import { CampaignStatusChip } from '../campaign-status-chip';

/**
 * The detail page's heading: the trail back to the list, the name and the status in its colour (CAMP-09,
 * CAMP-45), and the page's actions at its end (the options menu, CAMP-10), in the flow of the page so
 * they never cover the statistics or the recipients.
 */
export function CampaignHeader({ campaign, actions }: { campaign: CampaignDetail; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      <PageBreadcrumbs
        label={t('campaigns.breadcrumbs')}
        items={[{ label: t('campaigns.title'), to: CAMPAIGNS_PATH }, { label: campaign.name }]}
      />
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Stack
          direction="row"
          sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap', flex: '1 1 auto', minWidth: 0 }}
        >
          <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {campaign.name}
          </Typography>
          <CampaignStatusChip status={campaign.status} size="medium" />
        </Stack>
        {actions ? <Box sx={{ flex: 'none' }}>{actions}</Box> : null}
      </Stack>
    </Stack>
  );
}
