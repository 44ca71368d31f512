import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CampaignDetail } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';

/** What the campaign will do, to read through before scheduling: audience, vacancy, survey, dates. */
export function CampaignSummary({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const audience =
    campaign.audienceMode === 'SAVED'
      ? (campaign.audienceName ?? '')
      : t(`campaigns.audienceMode.${campaign.audienceMode}`);
  const rows = [
    [t('campaigns.facts.audience'), audience],
    [t('campaigns.facts.vacancy'), campaign.vacancyTitle ?? t('campaigns.facts.none')],
    [t('campaigns.facts.survey'), campaign.surveyTitle ?? t('campaigns.facts.none')],
    [t('campaigns.facts.start'), formatDateTime(campaign.startTime)],
    [t('campaigns.facts.end'), formatDateTime(campaign.endTime)],
  ] as const;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
