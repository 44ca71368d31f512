import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import UnsubscribeOutlinedIcon from '@mui/icons-material/UnsubscribeOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { MAIL_OUTBOX_PATH } from './mail-paths';

/** A message id that does not exist (or is malformed). */
export function MailNotFound() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <EmptyState
        icon={<UnsubscribeOutlinedIcon />}
        title={t('mailOutbox.notFound')}
        hint={t('mailOutbox.notFoundHint')}
        action={
          <Button component={RouterLink} to={MAIL_OUTBOX_PATH} variant="contained">
            {t('mailOutbox.back')}
          </Button>
        }
      />
    </Paper>
  );
}
