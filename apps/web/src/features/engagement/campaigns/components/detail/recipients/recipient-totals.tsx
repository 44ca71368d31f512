import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CampaignRecipientCounts } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';

const SHOWN = ['total', 'sent', 'failed', 'opened', 'surveyOpened', 'submitted', 'unsubscribed'] as const;

/** The recipients' totals by how far each got (the detail's answer counts them). */
export function RecipientTotals({ counts }: { counts: CampaignRecipientCounts }) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(7, minmax(0, 1fr))',
        },
      }}
    >
      {SHOWN.map((key) => (
        <Box
          key={key}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, minWidth: 0 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`campaigns.recipients.totals.${key}`)}
          </Typography>
          <Typography component="dd" variant="h3" sx={{ m: 0 }}>
            {counts[key]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
