import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicUnsubscribe } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { linkProblem } from '@/features/engagement/public-survey';
import { useUnsubscribe } from '../api/unsubscribe';

export type UnsubscribeConfirmProps = { token: string; info: PublicUnsubscribe };

/**
 * The unsubscribe page's one decision: who is unsubscribed from what, a confirm button, then the done
 * message (focused and announced). A link opened again after unsubscribing says so at once.
 */
export function UnsubscribeConfirm({ token, info }: UnsubscribeConfirmProps) {
  const { t } = useTranslation();
  const confirm = useUnsubscribe(token);
  const done = useRef<HTMLDivElement>(null);
  const finished = confirm.isSuccess || info.unsubscribed;
  useEffect(() => {
    if (confirm.isSuccess) done.current?.focus();
  }, [confirm.isSuccess]);

  if (finished) {
    return (
      <Paper
        ref={done}
        variant="outlined"
        role="status"
        tabIndex={-1}
        sx={{ p: { xs: 2.5, sm: 4 }, outline: 'none' }}
      >
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {confirm.isSuccess ? t('unsubscribe.done') : t('unsubscribe.already')}
        </Typography>
        <Typography color="text.secondary">
          {t('unsubscribe.doneHint', { email: info.maskedEmail })}
        </Typography>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Stack spacing={2.5}>
        <Typography variant="h1" component="h1">
          {t('unsubscribe.title')}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t('unsubscribe.intro', { email: info.maskedEmail, campaign: info.campaignName })}
        </Typography>
        {confirm.isError ? (
          <Alert severity="error">
            {linkProblem(confirm.error) === 'expired' ? t('publicSurvey.expired') : t('unsubscribe.failed')}
          </Alert>
        ) : null}
        <Button
          variant="contained"
          size="large"
          onClick={() => confirm.mutate()}
          disabled={confirm.isPending}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {confirm.isPending ? t('unsubscribe.sending') : t('unsubscribe.confirm')}
        </Button>
      </Stack>
    </Paper>
  );
}
