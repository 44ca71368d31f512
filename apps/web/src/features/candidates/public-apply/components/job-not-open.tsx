import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

export type JobNotOpenProps = { reason: 'notFound' | 'loadFailed' };

/**
 * The plain page of a link that leads nowhere: unpublished, closed, unknown and malformed all read
 * the same (the server answers them alike), with the way to the careers index; a failed load says to
 * try again instead.
 */
export function JobNotOpen({ reason }: JobNotOpenProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {t(`apply.${reason}`)}
      </Typography>
      <Typography color="text.secondary">{t(`apply.${reason}Hint`)}</Typography>
      {reason === 'notFound' ? (
        <Button component={RouterLink} to="/jobs" variant="outlined" sx={{ mt: 2 }}>
          {t('apply.allVacancies')}
        </Button>
      ) : null}
    </Paper>
  );
}
