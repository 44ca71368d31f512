import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS, type UserRow } from '@talent-desk/shared';
import { Link as RouterLink } from 'react-router';
import { UserStateChips } from './user-chips';
import { userPath } from './user-paths';

/** One user on a phone: name, e-mail, role and vendor, state. */
export function UserCard({ row }: { row: UserRow }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={userPath(row.externalId)}
        sx={{ fontWeight: 600, alignSelf: 'flex-start', overflowWrap: 'anywhere' }}
      >
        {row.fullName}
      </Link>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {row.email}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[ROLE_LABELS[row.role], row.vendorName].filter(Boolean).join(' · ')}
      </Typography>
      <UserStateChips status={row.status} access={row.access} />
    </Stack>
  );
}
