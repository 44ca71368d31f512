import { useCallback } from 'react';
import Button from '@mui/material/Button';
import { PASSWORD_SUCCESS_TOAST_MS } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { AuthCardLayout } from '@/components/auth-card-layout';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { useSnackbar } from '@/lib/snackbar';
import { useSignOut } from '../../session';

/**
 * The only page of a session signed in with the published demo password on a real deployment (the API
 * refuses everything else to it): change the password, then sign in again with the new one.
 */
export default function RequiredPasswordChangeRoute() {
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

  const onSignedOut = useCallback(
    (message: string) => {
      enqueueSnackbar(message, { variant: 'error', autoHideDuration: PASSWORD_SUCCESS_TOAST_MS });
      signOut();
    },
    [enqueueSnackbar, signOut],
  );

  return (
    <AuthCardLayout
      title={t('auth.requiredPasswordChange.title')}
      subtitle={t('auth.requiredPasswordChange.intro')}
    >
      <ChangePasswordForm onChanged={onChanged} onSignedOut={onSignedOut} />
      <Button onClick={signOut} sx={{ mt: 2 }}>
        {t('auth.requiredPasswordChange.signOut')}
      </Button>
    </AuthCardLayout>
  );
}
