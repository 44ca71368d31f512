import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/http';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { FormError } from '@/components/form/form-error';
import { useVerifySecondFactor } from '../api/verify-second-factor';
import { SecondFactorCodeField } from './second-factor-code-field';
import { useSecondFactorCode } from './use-second-factor-code';

export type SecondFactorFormProps = {
  /** Cancel: the half-finished session is ended (sign out). */
  onCancel: () => void;
};

/**
 * The second step of signing in: the authenticator's code, or a recovery code. A refused code (401) or a
 * throttle (429) shows the server's message on the field and focuses it; success sets the fully
 * signed-in user, and the page goes on as after any sign-in.
 */
export function SecondFactorForm({ onCancel }: SecondFactorFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const verify = useVerifySecondFactor();
  const [recovery, setRecovery] = useState(false);
  const field = useSecondFactorCode((code, onFailure) => verify.mutate(code, { onError: onFailure }));
  const switchMode = () => {
    setRecovery((current) => !current);
    field.reset();
  };

  const generalFailure =
    verify.error && !(isApiError(verify.error) && verify.error.status > 0 && verify.error.status < 500)
      ? t('messages.somethingWentWrong')
      : null;

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={field.onSubmit}
      spacing={2.5}
      aria-label={t('auth.secondFactor.form')}
    >
      <Typography color="text.secondary">
        {recovery ? t('auth.secondFactor.recoveryIntro') : t('auth.secondFactor.intro')}
      </Typography>
      <FormError message={generalFailure} />
      <SecondFactorCodeField
        key={recovery ? 'recovery' : 'authenticator'}
        label={recovery ? t('auth.secondFactor.recoveryCode') : t('auth.secondFactor.code')}
        hint={recovery ? t('auth.secondFactor.recoveryCodeHint') : t('auth.secondFactor.codeHint')}
        recovery={recovery}
        value={field.code}
        onChange={field.onChange}
        inputRef={field.input}
        error={field.error && messageText(field.error)}
        autoFocus
      />
      <Link component="button" type="button" onClick={switchMode} sx={{ alignSelf: 'flex-start' }}>
        {recovery ? t('auth.secondFactor.useAuthenticator') : t('auth.secondFactor.useRecoveryCode')}
      </Link>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={verify.isPending || verify.isSuccess}
        fullWidth
      >
        {verify.isPending ? t('auth.secondFactor.submitting') : t('auth.secondFactor.submit')}
      </Button>
      <Button onClick={onCancel} fullWidth>
        {t('auth.secondFactor.cancel')}
      </Button>
    </Stack>
  );
}
