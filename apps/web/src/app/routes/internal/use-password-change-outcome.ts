import { useCallback } from 'react';
import { PASSWORD_SUCCESS_TOAST_MS } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '@/lib/snackbar';
import { useSignOut } from '../../session';

/**
 * What follows a password change form (AUTH-10, AUTH-11), for both pages that hold one. Success: the
 * server has ended every session; the toast stays 5 seconds, then the user is signed out to the login
 * page. Too many wrong current passwords: the server ended the session; say why, then sign out.
 */
export function usePasswordChangeOutcome() {
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

  return { onChanged, onSignedOut, signOut };
}
