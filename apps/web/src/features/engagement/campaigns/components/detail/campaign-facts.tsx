import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CampaignDetail } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';

type Fact = { key: string; label: string; value: string; wide?: boolean };

/**
 * CAMP-09: the owner, start and end (DD-MM-YYYY, 24-hour en-GB time), created at 'by owner', the comment
 * when there is one; and what the campaign sends to whom (audience, vacancy, survey).
 */
export function CampaignFacts({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const none = t('campaigns.facts.none');
  const owner = campaign.campaignOwnerFullName ?? '';
  const audience =
    campaign.audienceMode === 'SAVED'
      ? (campaign.audienceName ?? none)
      : t(`campaigns.audienceMode.${campaign.audienceMode}`);
  const facts: Fact[] = [
    { key: 'owner', label: t('campaigns.facts.owner'), value: owner || none },
    { key: 'start', label: t('campaigns.facts.start'), value: formatDateTime(campaign.startTime) || none },
    { key: 'end', label: t('campaigns.facts.end'), value: formatDateTime(campaign.endTime) || none },
    {
      key: 'created',
      label: t('campaigns.facts.created'),
      value: owner
        ? t('campaigns.facts.createdBy', { date: formatDateTime(campaign.createdAt), name: owner })
        : formatDateTime(campaign.createdAt),
    },
    { key: 'audience', label: t('campaigns.facts.audience'), value: audience },
    { key: 'vacancy', label: t('campaigns.facts.vacancy'), value: campaign.vacancyTitle ?? none },
    { key: 'survey', label: t('campaigns.facts.survey'), value: campaign.surveyTitle ?? none },
    { key: 'subject', label: t('campaigns.facts.subject'), value: campaign.subject ?? none },
  ];
  if (campaign.comment) {
    facts.push({ key: 'comment', label: t('campaigns.facts.comment'), value: campaign.comment, wide: true });
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {facts.map((fact) => (
          <Box key={fact.key} sx={{ minWidth: 0, gridColumn: fact.wide ? '1 / -1' : undefined }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-fact={fact.key}>
              {fact.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
