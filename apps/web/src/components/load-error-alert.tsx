import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

export type LoadErrorAlertProps = { message: string; onRetry: () => void };

/** A list or page that could not be loaded: what failed, and a way to try again. */
export function LoadErrorAlert({ message, onRetry }: LoadErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
