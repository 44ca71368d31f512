import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

export type SessionLoadErrorProps = { onRetry: () => void };

/** The session could not be checked (server down, network): say so and offer a retry. */
export function SessionLoadError({ onRetry }: SessionLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 520, mx: 'auto', mt: 10, px: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('errors.retry')}
          </Button>
        }
      >
        {t('messages.somethingWentWrong')}
      </Alert>
    </Box>
  );
}
