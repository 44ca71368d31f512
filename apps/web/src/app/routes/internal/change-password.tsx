import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '@/features/people/auth/components/change-password-form';
import { usePasswordChangeOutcome } from './use-password-change-outcome';

/**
 * Change Password (NAV-09, AUTH-03..13). On success the server has already ended every session: the
 * toast stays 5 seconds (AUTH-10), then the user is logged out and lands on the login page.
 */
export default function ChangePasswordRoute() {
  const { t } = useTranslation();
  const { onChanged, onSignedOut } = usePasswordChangeOutcome();

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
