import { useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/http';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { FormError } from '@/components/form/form-error';
import { useVerifySecondFactor } from '../api/verify-second-factor';
import { normaliseSecondFactorCode, secondFactorCodeError } from './second-factor-code';
import { SecondFactorCodeField } from './second-factor-code-field';

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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const showError = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = secondFactorCodeError(code);
    if (found) return showError(found);
    verify.mutate(normaliseSecondFactorCode(code), {
      onError: (failure) => {
        if (!isApiError(failure) || failure.status === 0 || failure.status >= 500) return;
        showError(failure.fields.find((field) => field.path === 'code')?.message ?? failure.message);
      },
    });
  };

  const switchMode = () => {
    setRecovery((current) => !current);
    setCode('');
    setError(undefined);
    setSubmitted(false);
  };

  const generalFailure =
    verify.error && !(isApiError(verify.error) && verify.error.status > 0 && verify.error.status < 500)
      ? t('messages.somethingWentWrong')
      : null;

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
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
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          if (submitted) setError(secondFactorCodeError(event.target.value));
        }}
        inputRef={input}
        error={error && messageText(error)}
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
