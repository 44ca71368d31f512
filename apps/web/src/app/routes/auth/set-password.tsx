import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isPasswordToken } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMe } from '@/features/people/auth/api/get-me';
import { usePasswordToken } from '@/features/people/auth/api/get-password-token';
import { useLogout } from '@/features/people/auth/api/logout';
import { SetPasswordForm } from '@/features/people/auth/components/set-password-form';
import { AuthCardLayout } from '@/components/auth-card-layout';
import { isApiError } from '@/lib/http';
import { PASSWORD_SET_LOGIN_PATH } from '../../guards/access';
import { landSignedOutUserOn } from '../../router-instance';
import { PasswordLinkProblem } from './password-link-problem';
import { useLinkToken } from './use-link-token';

/**
 * /set-password#token=... : the page of an invitation or reset link. Public, and it works for a
 * signed-in visitor too: once the password is set, that session ends and the sign-in page says so.
 */
export default function SetPasswordRoute() {
  const { t } = useTranslation();
  const token = useLinkToken();
  if (!token) {
    return (
      <AuthCardLayout title={t('auth.setPassword.problemTitle')}>
        <PasswordLinkProblem message={t('auth.setPassword.noToken')} />
      </AuthCardLayout>
    );
  }
  if (!isPasswordToken(token)) return <InvalidLink />;
  return <CheckedLink token={token} />;
}

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <AuthCardLayout title={t('auth.setPassword.problemTitle')}>
      <PasswordLinkProblem message={t('passwordTokenMessages.linkInvalid')} />
    </AuthCardLayout>
  );
}

function CheckedLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const link = usePasswordToken(token);
  const [usedMeanwhile, setUsedMeanwhile] = useState(false);
  const onPasswordSet = usePasswordSetLanding();

  if (link.isPending) {
    return (
      <AuthCardLayout title={t('auth.setPassword.checking')}>
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
          <CircularProgress aria-label={t('auth.setPassword.checking')} />
        </Box>
      </AuthCardLayout>
    );
  }
  const gone = isApiError(link.error) && (link.error.status === 404 || link.error.status === 400);
  if (gone || usedMeanwhile) return <InvalidLink />;
  if (link.isError) {
    return (
      <AuthCardLayout title={t('auth.setPassword.problemTitle')}>
        <Stack spacing={2} role="alert">
          <Typography>{t('auth.setPassword.checkFailed')}</Typography>
          <Button variant="outlined" onClick={() => void link.refetch()}>
            {t('errors.retry')}
          </Button>
        </Stack>
      </AuthCardLayout>
    );
  }

  const { purpose, firstName, email } = link.data;
  const title =
    purpose === 'INVITATION'
      ? t('auth.setPassword.welcome', { name: firstName })
      : t('auth.setPassword.resetTitle');
  const intro =
    purpose === 'INVITATION' ? t('auth.setPassword.invitationIntro') : t('auth.setPassword.resetIntro');
  return (
    <AuthCardLayout
      title={title}
      subtitle={
        <>
          <Typography component="p">{intro}</Typography>
          <Typography component="p">
            {t('auth.setPassword.account')}{' '}
            <Box component="strong" sx={{ color: 'text.primary' }}>
              {email}
            </Box>
          </Typography>
        </>
      }
    >
      <SetPasswordForm
        token={token}
        email={email}
        onPasswordSet={onPasswordSet}
        onLinkInvalid={() => setUsedMeanwhile(true)}
      />
    </AuthCardLayout>
  );
}

/**
 * After the password is set: the sign-in page with its 'password set' message. A visitor signed in
 * (as this or another user) is signed out first, or the sign-in page would send them into the app.
 */
function usePasswordSetLanding(): () => void {
  const navigate = useNavigate();
  const { data: me } = useMe();
  const { mutate: logout } = useLogout({ beforeClear: () => landSignedOutUserOn(PASSWORD_SET_LOGIN_PATH) });
  return () => {
    if (me) logout();
    else void navigate(PASSWORD_SET_LOGIN_PATH, { replace: true });
  };
}
