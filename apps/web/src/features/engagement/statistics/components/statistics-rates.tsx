import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CampaignStatistics } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { formatRate } from './statistics-format';

const RATES = [
  { key: 'openRate', event: 'EMAIL_OPENED' },
  { key: 'responseRate', event: 'SURVEY_SUBMITTED' },
] as const;

/**
 * The campaign's open and response rates: recipients who opened or submitted ÷ e-mails sent, over the
 * whole campaign whatever the range (a range's own sends and opens belong to different e-mails); a
 * dash while nothing has been sent.
 */
export function StatisticsRatesView({ statistics }: { statistics: CampaignStatistics }) {
  const { t } = useTranslation();
  const { rates, campaignTotals } = statistics;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {RATES.map(({ key, event }) => (
        <Box
          key={key}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, minWidth: 0 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`campaignStatistics.${key}`)}
          </Typography>
          <Typography component="dd" variant="h3" sx={{ m: 0 }}>
            {formatRate(rates[key])}
          </Typography>
          <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
            {rates[key] === null
              ? t('campaignStatistics.noneSent')
              : t(`campaignStatistics.rateOf.${key}`, {
                  count: campaignTotals[event],
                  sent: campaignTotals.EMAIL_SENT,
                })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
