import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMPTY_USER_FORM, ROLES } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSaveUser } from '@/features/people/users/api/save-user';
import { UserForm } from '@/features/people/users/components/user-form';
import { USERS_PATH, userPath } from '@/features/people/users/components/user-paths';
import { useCurrentUser } from '../../current-user';

/** /internal/users/new (USER-01): the user gets an invitation e-mail to choose a password. */
export default function UserCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { role } = useCurrentUser();
  const save = useSaveUser();
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        {t('users.newUser')}
      </Typography>
      <UserForm
        defaultValues={EMPTY_USER_FORM}
        // USER-02: a TAG creates vendor users only.
        roles={role === 'ADMIN' ? ROLES : ['VENDOR']}
        locks={{ role: role !== 'ADMIN' }}
        submitLabel={t('users.form.create')}
        onCancel={() => void navigate(USERS_PATH)}
        onSubmit={async (body) => {
          const user = await save.mutateAsync(body);
          enqueueSnackbar(t('users.form.created', { email: user.email }), { variant: 'success' });
          await navigate(userPath(user.externalId));
        }}
      />
    </Stack>
  );
}
