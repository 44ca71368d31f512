import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ROLE_LABELS, type UserDetail } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, formatRelativeTime, initialsOf } from '@/lib/format';
import { UserStateChips } from './user-chips';
import { USERS_PATH } from './user-paths';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="div" spacing={0.25} sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

export type UserProfileProps = {
  user: UserDetail;
  /** The page's buttons. */
  actions: ReactNode;
  /** Where the user's vendor is shown (the page knows the vendor pages; users do not). */
  vendorHref: (vendorExternalId: string) => string;
};

/**
 * USER-04: initials avatar, full name, address, e-mail, telephone, role, vendor name and last updated,
 * with the user's state.
 */
export function UserProfile({ user, actions, vendorHref }: UserProfileProps) {
  const { t } = useTranslation();
  const fullName = [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ');
  const none = t('users.none');
  return (
    <Stack spacing={3}>
      <Link
        component={RouterLink}
        to={USERS_PATH}
        sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', alignSelf: 'flex-start' }}
      >
        <ArrowBackIcon fontSize="small" />
        {t('users.backToList')}
      </Link>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Avatar aria-hidden sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: 24 }}>
            {initialsOf(user)}
          </Avatar>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {fullName}
            </Typography>
            {user.title ? <Typography color="text.secondary">{user.title}</Typography> : null}
            <UserStateChips status={user.status} access={user.access} />
          </Stack>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          {actions}
        </Stack>
      </Stack>
      <Paper
        component="dl"
        variant="outlined"
        aria-label={t('users.details')}
        sx={{
          m: 0,
          p: { xs: 2, sm: 3 },
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        <Fact label={t('users.fields.email')}>
          <Link href={`mailto:${user.email}`}>{user.email}</Link>
        </Fact>
        <Fact label={t('users.fields.telephone')}>
          {user.telephone ? <Link href={`tel:${user.telephone}`}>{user.telephone}</Link> : none}
        </Fact>
        <Fact label={t('users.fields.address')}>
          {[user.address, user.country].filter(Boolean).join(', ') || none}
        </Fact>
        <Fact label={t('users.fields.role')}>{ROLE_LABELS[user.role]}</Fact>
        <Fact label={t('users.fields.vendor')}>
          {user.vendorExternalId && user.vendorName ? (
            <Link component={RouterLink} to={vendorHref(user.vendorExternalId)}>
              {user.vendorName}
            </Link>
          ) : (
            none
          )}
        </Fact>
        <Fact label={t('users.lastUpdated')}>
          {/* The date as every date of the app (FMT-01, FMT-02); how long ago on hover. */}
          <span title={formatRelativeTime(user.updatedAt)}>{formatDateTime(user.updatedAt)}</span>
        </Fact>
      </Paper>
    </Stack>
  );
}
