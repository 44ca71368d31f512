import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { AuthCardLayout } from '@/components/auth-card-layout';
import { ChangePasswordForm } from '@/features/people/auth/components/change-password-form';
import { usePasswordChangeOutcome } from './use-password-change-outcome';

/**
 * The only page of a session signed in with the published demo password on a real deployment (the API
 * refuses everything else to it): change the password, then sign in again with the new one.
 */
export default function RequiredPasswordChangeRoute() {
  const { t } = useTranslation();
  const { onChanged, onSignedOut, signOut } = usePasswordChangeOutcome();

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
