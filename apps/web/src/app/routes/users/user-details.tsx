import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUser } from '@/features/people/users/api/get-user';
import { UserActions } from '@/features/people/users/components/user-actions';
import { USERS_PATH } from '@/features/people/users/components/user-paths';
import { UserProfile } from '@/features/people/users/components/user-profile';
import { vendorPath } from '@/features/people/vendors/components/vendor-paths';
import { useNotFoundRedirect } from '@/lib/use-not-found-redirect';
import { useCurrentUser } from '../../current-user';

/** /internal/users/{id} (USER-04, USER-05: not found -> toast and back to the list). */
export default function UserDetailsRoute() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const { role, externalId: selfId } = useCurrentUser();
  const user = useUser(userId);
  const leaving = useNotFoundRedirect(user.error, t('users.notFound'), USERS_PATH);

  if (leaving) return null;
  if (user.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('users.loading')}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  }
  if (user.isError) throw user.error;
  return (
    <UserProfile
      user={user.data}
      actions={<UserActions user={user.data} role={role} selfId={selfId} />}
      vendorHref={vendorPath}
    />
  );
}
