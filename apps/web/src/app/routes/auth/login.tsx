import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { useMe } from '@/features/people/auth/api/get-me';
import { LoginForm } from '@/features/people/auth/components/login-form';
import { SecondFactorForm } from '@/features/people/auth/components/second-factor-form';
import { AuthCardLayout } from '@/components/auth-card-layout';
import { afterLoginPath, FORGOT_PASSWORD_PATH, PASSWORD_SET_FLAG } from '../../guards/access';
import { useSignOut } from '../../session';

/**
 * /auth/login (AUTH-01). A signed-in user goes on to `returnTo` (an internal path) or the dashboard.
 * Coming from an invitation or reset link (`?passwordSet=1`), it says the password is set. A session
 * whose password was right but whose authenticator code is still due (`secondFactor: 'code'`, after the
 * form or on a reload) gets the code step here; Cancel signs it out.
 */
export default function LoginRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const signOut = useSignOut();
  const { data: user } = useMe();
  if (user?.secondFactor === 'code') {
    return (
      <AuthCardLayout title={t('auth.secondFactor.title')}>
        <SecondFactorForm onCancel={signOut} />
      </AuthCardLayout>
    );
  }
  if (user) return <Navigate to={afterLoginPath(location.search)} replace />;
  const passwordSet = new URLSearchParams(location.search).has(PASSWORD_SET_FLAG);

  return (
    <AuthCardLayout title={t('app.name')} subtitle={t('auth.login.subtitle')}>
      <Stack spacing={2.5}>
        {passwordSet && (
          <Alert severity="success" role="status">
            {t('passwordTokenMessages.passwordSet')}
          </Alert>
        )}
        <LoginForm
          passwordHelp={
            <Link component={RouterLink} to={FORGOT_PASSWORD_PATH} sx={{ alignSelf: 'flex-start' }}>
              {t('auth.forgotPassword.link')}
            </Link>
          }
        />
      </Stack>
    </AuthCardLayout>
  );
}
