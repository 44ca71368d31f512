import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ForgotPasswordForm } from '@/features/people/auth/components/forgot-password-form';
import { AuthCardLayout } from '@/components/auth-card-layout';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { LOGIN_PATH } from '../../guards/access';

/**
 * /forgot-password: asks for a reset link. The answer is the same whether or not the address has an
 * account, so the page shows the server's message and the way back to sign in.
 */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [requested, setRequested] = useState<string | null>(null);
  const sent = useRef<HTMLDivElement>(null);
  // The form goes away with the focused button: the focus moves to the message that replaces it.
  useEffect(() => {
    if (requested) sent.current?.focus();
  }, [requested]);

  return (
    <AuthCardLayout
      title={t('auth.forgotPassword.title')}
      subtitle={requested ? undefined : t('auth.forgotPassword.intro')}
    >
      {/* Always in the page, so that screen readers announce the message when it arrives. */}
      <div role="status">
        {requested && (
          <Alert ref={sent} tabIndex={-1} severity="success" sx={{ mb: 2.5 }}>
            {messageText(requested)}
          </Alert>
        )}
      </div>
      <Stack spacing={2.5}>
        {!requested && <ForgotPasswordForm onRequested={setRequested} />}
        <Link component={RouterLink} to={LOGIN_PATH} sx={{ alignSelf: 'flex-start' }}>
          {t('auth.backToSignIn')}
        </Link>
      </Stack>
    </AuthCardLayout>
  );
}
