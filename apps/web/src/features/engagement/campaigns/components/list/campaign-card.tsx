import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CampaignRow } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { campaignRowPath } from '../campaign-paths';
import { CampaignStatusChip } from '../campaign-status-chip';

/** One campaign on a phone: name and status, owner, dates, recipients. */
export function CampaignCard({ row }: { row: CampaignRow }) {
  const { t } = useTranslation();
  const dates = [
    row.startTime ? t('campaigns.card.starts', { date: formatDateTime(row.startTime) }) : null,
    row.endTime ? t('campaigns.card.ends', { date: formatDateTime(row.endTime) }) : null,
  ].filter(Boolean);
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Link
          component={RouterLink}
          to={campaignRowPath(row)}
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {row.name}
        </Link>
        <CampaignStatusChip status={row.status} sx={{ flexShrink: 0 }} />
      </Stack>
      {row.campaignOwnerFullName ? (
        <Typography variant="body2" color="text.secondary">
          {t('campaigns.card.by', { name: row.campaignOwnerFullName })}
        </Typography>
      ) : null}
      {dates.length > 0 ? (
        <Typography variant="body2">
          {dates.map((part, i) => (
            // Lines break between the parts, never inside a date (at its hyphens).
            <Fragment key={part}>
              {i > 0 ? ' · ' : null}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {part}
              </Box>
            </Fragment>
          ))}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {t('campaigns.card.recipients', { count: row.recipientCount })} ·{' '}
        {t('campaigns.card.submitted', { count: row.submittedCount })}
      </Typography>
    </Stack>
  );
}
