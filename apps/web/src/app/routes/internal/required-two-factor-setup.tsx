import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AuthCardLayout } from '@/components/auth-card-layout';
import { useMe } from '@/features/people/auth/api/get-me';
import { useEnrolmentSetup, useFinishEnrolment } from '@/features/people/auth/api/two-factor';
import { TwoFactorEnrolment } from '@/features/people/auth/components/two-factor-enrolment';
import { useSignOut } from '../../session';

/**
 * The only page of a session whose role must use two-factor sign-in and has not set it up (the API
 * refuses everything else to it): scan, confirm a code, save the recovery codes, then into the app.
 */
export default function RequiredTwoFactorSetupRoute() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const setup = useEnrolmentSetup();
  const finish = useFinishEnrolment();
  const signOut = useSignOut();

  return (
    <AuthCardLayout title={t('twoFactor.enrolTitle')} subtitle={t('twoFactor.enrolWhy')}>
      {setup.isPending ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} aria-busy="true">
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('twoFactor.loadingSetup')}</Typography>
        </Stack>
      ) : setup.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void setup.refetch()}>{t('twoFactor.retry')}</Button>}
        >
          {t('twoFactor.setupFailed')}
        </Alert>
      ) : (
        <TwoFactorEnrolment setup={setup.data} email={user?.email ?? ''} onFinished={finish} />
      )}
      <Button onClick={signOut} sx={{ mt: 3 }}>
        {t('twoFactor.signOut')}
      </Button>
    </AuthCardLayout>
  );
}
