import { useState } from 'react';
import Button from '@mui/material/Button';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import type { UserDetail } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useApiErrorText } from '@/lib/api-error-text';
import { useSnackbar } from '@/lib/snackbar';
import { useResetTwoFactor } from '../api/save-user';

/**
 * Reset two-factor sign-in (ADMIN, issue 25): for a user who lost their phone and recovery codes. Asks
 * first, saying what follows; the toast shows the server's answer.
 */
export function ResetTwoFactorButton({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const errorText = useApiErrorText();
  const reset = useResetTwoFactor(user.externalId);
  const [open, setOpen] = useState(false);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');

  const confirm = () =>
    reset.mutate(undefined, {
      onSuccess: ({ message }) => {
        setOpen(false);
        enqueueSnackbar(message, { variant: 'success' });
      },
      onError: (error) => {
        setOpen(false);
        enqueueSnackbar(errorText(error), { variant: 'error' });
      },
    });

  return (
    <>
      <Button variant="outlined" startIcon={<LockResetOutlined />} onClick={() => setOpen(true)}>
        {t('users.resetTwoFactor')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('users.resetTwoFactorTitle', { name })}
        confirmLabel={t('users.resetTwoFactorConfirm')}
        destructive
        busy={reset.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        {t('users.resetTwoFactorText')}
      </ConfirmDialog>
    </>
  );
}
