import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CampaignRecipientRow } from '@talent-desk/shared';
import { formatDateTime } from '@/lib/format';
import { lastActivity } from './recipient-activity';
import { RecipientStateChip } from './recipient-state-chip';

/** One recipient on a phone: name and state, e-mail, when, and why a delivery failed. */
export function RecipientCard({ row }: { row: CampaignRecipientRow }) {
  const when = formatDateTime(lastActivity(row));
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
          {row.fullName}
        </Typography>
        <RecipientStateChip state={row.state} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {row.email}
      </Typography>
      {when ? (
        // A date never breaks at its hyphens.
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {when}
        </Typography>
      ) : null}
      {row.lastError ? (
        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {row.lastError}
        </Typography>
      ) : null}
    </Stack>
  );
}
