import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MailOutboxRow } from '@talent-desk/shared';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { MailStatusChip } from './mail-status-chip';
import { mailMessagePath } from './mail-paths';

/** One message on a phone: recipients (to the details), subject, status and queued time. */
export function MailOutboxCard({ row }: { row: MailOutboxRow }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={mailMessagePath(row.externalId)}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere', alignSelf: 'flex-start' }}
      >
        {row.to.join(', ')}
      </Link>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {row.subject}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pt: 0.5 }}>
        <MailStatusChip status={row.status} />
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(row.createdAt)}
        </Typography>
      </Stack>
    </Stack>
  );
}
