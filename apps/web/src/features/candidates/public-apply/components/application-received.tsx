import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

/**
 * The thank-you that replaces the form. It takes the focus, so a phone scrolls to it and a screen
 * reader reads it (role status announces it as well).
 */
export function ApplicationReceived() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} severity="success" role="status" tabIndex={-1} sx={{ outline: 'none' }}>
      <AlertTitle>{t('apply.received')}</AlertTitle>
      {t('apply.receivedHint')}
    </Alert>
  );
}
