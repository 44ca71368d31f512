import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { isChunkLoadError } from './stale-build';

/**
 * A route's error boundary: a friendly message, a retry and a way back; the rest of the app stays. A
 * page of a newer build than this tab's (its code could not be loaded) says so and offers a reload.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const staleBuild = isChunkLoadError(error);
  if (import.meta.env.DEV) console.error(error);

  return (
    <Stack sx={{ alignItems: 'center', py: 8, px: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 520, width: '100%' }} role="alert">
        <Typography variant="h1" component="h1" gutterBottom>
          {staleBuild ? t('errors.updatedTitle') : t('errors.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {staleBuild ? t('errors.updated') : notFound ? t('errors.notFound') : t('errors.pageFailed')}
        </Typography>
        <Stack direction="row" spacing={1.5}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {staleBuild ? t('errors.reload') : t('errors.retry')}
          </Button>
          <Button component={RouterLink} to="/internal/dashboard" variant="outlined">
            {t('errors.backToDashboard')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
