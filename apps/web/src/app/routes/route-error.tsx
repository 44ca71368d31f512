import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';

/** A route's error boundary: a friendly message, a retry and a way back; the rest of the app stays. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (import.meta.env.DEV) console.error(error);

  return (
    <Stack sx={{ alignItems: 'center', py: 8, px: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 520, width: '100%' }} role="alert">
        <Typography variant="h1" component="h1" gutterBottom>
          {t('errors.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {notFound ? t('errors.notFound') : t('errors.pageFailed')}
        </Typography>
        <Stack direction="row" spacing={1.5}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('errors.retry')}
          </Button>
          <Button component={RouterLink} to="/internal/dashboard" variant="outlined">
            {t('errors.backToDashboard')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
