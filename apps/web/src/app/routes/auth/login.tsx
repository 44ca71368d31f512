import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '@/features/auth/api/get-me';
import { LoginForm } from '@/features/auth/components/login-form';
import { BrandMark } from '@/components/brand-mark';
import { afterLoginPath } from '../../guards/access';

/** /auth/login (AUTH-01). A signed-in user goes on to `returnTo` (an internal path) or the dashboard. */
export default function LoginRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const { data: user } = useMe();
  if (user) return <Navigate to={afterLoginPath(location.search)} replace />;

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 6,
        bgcolor: 'background.default',
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 5 } }}>
        <Stack spacing={1} sx={{ alignItems: 'center', mb: 4, textAlign: 'center' }}>
          <BrandMark size={44} />
          <Typography variant="h1" component="h1">
            {t('app.name')}
          </Typography>
          <Typography color="text.secondary">{t('auth.login.subtitle')}</Typography>
        </Stack>
        <LoginForm />
      </Paper>
    </Box>
  );
}
