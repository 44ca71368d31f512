import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSecuritySettings } from '@/features/settings/security/api/security-settings';
import { SecuritySettingsForm } from '@/features/settings/security/components/security-settings-form';

/** Settings > Security (ADMIN, issue 25): who must use two-factor sign-in. */
export default function SecuritySettingsRoute() {
  const { t } = useTranslation();
  const settings = useSecuritySettings();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Stack spacing={0.5}>
        <Typography variant="h1" component="h1">
          {t('securitySettings.title')}
        </Typography>
        <Typography color="text.secondary">{t('securitySettings.intro')}</Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {settings.isPending ? (
          <Stack spacing={1} aria-busy="true">
            <Skeleton variant="text" width="70%" />
            <Skeleton variant="text" width="60%" />
          </Stack>
        ) : settings.isError ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void settings.refetch()}>{t('twoFactor.retry')}</Button>}
          >
            {t('securitySettings.loadFailed')}
          </Alert>
        ) : (
          <SecuritySettingsForm settings={settings.data} />
        )}
      </Paper>
    </Stack>
  );
}
