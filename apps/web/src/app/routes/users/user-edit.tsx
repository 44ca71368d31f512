import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROLES } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useUser } from '@/features/people/users/api/get-user';
import { useSaveUser } from '@/features/people/users/api/save-user';
import { mayEditUser } from '@/features/people/users/components/user-actions';
import { UserForm } from '@/features/people/users/components/user-form';
import { userFormValues } from '@/features/people/users/components/user-form-values';
import { USERS_PATH, userPath } from '@/features/people/users/components/user-paths';
import { useNotFoundRedirect } from '@/lib/use-not-found-redirect';
import { useCurrentUser } from '../../current-user';

/** /internal/users/{id}/edit (USER-02: a TAG editing a non-vendor user is sent to the list; USER-03). */
export default function UserEditRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { role, externalId: selfId } = useCurrentUser();
  const { userId = '' } = useParams();
  const user = useUser(userId);
  const save = useSaveUser(userId);
  const leaving = useNotFoundRedirect(user.error, t('users.notFound'), USERS_PATH);
  const refused = user.data !== undefined && !mayEditUser(role, user.data);
  useEffect(() => {
    if (!refused) return;
    enqueueSnackbar(t('users.editRefused'), { variant: 'info' });
    void navigate(USERS_PATH, { replace: true });
  }, [refused, enqueueSnackbar, navigate, t]);

  if (leaving || refused) return null;
  if (user.isPending) return <Skeleton variant="rounded" height={420} aria-label={t('users.loading')} />;
  if (user.isError) throw user.error;
  const detail = user.data;
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        {t('users.editTitle', { name: `${detail.firstName} ${detail.lastName}` })}
      </Typography>
      <UserForm
        defaultValues={userFormValues(detail)}
        vendorName={detail.vendorName ?? undefined}
        roles={role === 'ADMIN' ? ROLES : ['VENDOR']}
        // Nobody changes their own role; a TAG's users stay vendor users.
        locks={{ role: role !== 'ADMIN' || detail.externalId === selfId }}
        submitLabel={t('users.form.save')}
        onCancel={() => void navigate(userPath(userId))}
        onSubmit={async (body) => {
          await save.mutateAsync(body);
          enqueueSnackbar(t('users.form.saved'), { variant: 'success' });
          await navigate(userPath(userId));
        }}
      />
    </Stack>
  );
}
