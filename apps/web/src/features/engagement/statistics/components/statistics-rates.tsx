import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StatisticsRates } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { formatRate } from './statistics-format';

const RATES = [
  { key: 'openRate', hint: 'openRateHint' },
  { key: 'responseRate', hint: 'responseRateHint' },
] as const;

/** Open and response rate of the range (opened or submitted ÷ sent); a dash when nothing was sent. */
export function StatisticsRatesView({ rates }: { rates: StatisticsRates }) {
  const { t } = useTranslation();
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
      {RATES.map(({ key, hint }) => (
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
            {rates[key] === null ? t('campaignStatistics.noneSent') : t(`campaignStatistics.${hint}`)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
