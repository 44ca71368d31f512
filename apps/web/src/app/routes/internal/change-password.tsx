import { useCallback } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PASSWORD_SUCCESS_TOAST_MS } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { useSignOut } from '../../session';

/**
 * Change Password (NAV-09, AUTH-03..13). On success the server has already ended every session: the
 * toast stays 5 seconds (AUTH-10), then the user is logged out and lands on the login page.
 */
export default function ChangePasswordRoute() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const signOut = useSignOut();

  const onChanged = useCallback(() => {
    enqueueSnackbar(t('messages.passwordChanged'), {
      variant: 'success',
      autoHideDuration: PASSWORD_SUCCESS_TOAST_MS,
    });
    window.setTimeout(signOut, PASSWORD_SUCCESS_TOAST_MS);
  }, [enqueueSnackbar, signOut, t]);

  // Too many wrong current passwords: the server ended the session; say why, then go to sign-in.
  const onSignedOut = useCallback(
    (message: string) => {
      enqueueSnackbar(message, { variant: 'error', autoHideDuration: PASSWORD_SUCCESS_TOAST_MS });
      signOut();
    },
    [enqueueSnackbar, signOut],
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <Stack spacing={0.5}>
        <Typography variant="h1" component="h1">
          {t('auth.changePassword.title')}
        </Typography>
        <Typography color="text.secondary">{t('auth.changePassword.intro')}</Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <ChangePasswordForm onChanged={onChanged} onSignedOut={onSignedOut} />
      </Paper>
    </Stack>
  );
}
