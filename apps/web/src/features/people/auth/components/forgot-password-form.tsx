import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { forgotPasswordFieldErrors, MESSAGES } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { PlainTextField } from '@/components/plain-text-field';
import { isApiError } from '@/lib/http';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useForgotPassword } from '../api/forgot-password';

export type ForgotPasswordFormProps = {
  /** Shown once the server has answered: its message (the same whether or not the address is known). */
  onRequested: (message: string) => void;
};

/**
 * The e-mail address to send a reset link to. A 429 says how long to wait. Checked by
 * `forgotPasswordFieldErrors` (the API schema's rule) with plain state, as the sign-in form is: the
 * page's first load carries neither zod nor a form library. Checked on submit, then as it changes.
 */
export function ForgotPasswordForm({ onRequested }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const mutation = useForgotPassword();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setEmail(event.target.value);
    if (submitted) setEmailError(forgotPasswordFieldErrors({ email: event.target.value }).email);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = forgotPasswordFieldErrors({ email }).email;
    setEmailError(found);
    if (found) {
      input.current?.focus();
      return;
    }
    mutation.mutate(
      { email: email.trim() },
      {
        onSuccess: ({ message }) => onRequested(message),
        onError: (error) => {
          const field = isApiError(error) ? error.fields.find((f) => f.path === 'email') : undefined;
          if (field) setEmailError(field.message);
        },
      },
    );
  };

  const alert = (() => {
    const error = mutation.error;
    if (!error) return null;
    if (!isApiError(error) || error.status === 0) return t('messages.somethingWentWrong');
    if (error.status === 429 && error.retryAfterSeconds !== undefined) {
      const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
      return t('auth.forgotPassword.tooMany', { count: minutes });
    }
    if (error.fields.some((f) => f.path === 'email')) return null;
    return messageText(error.status >= 500 ? MESSAGES.somethingWentWrong : error.message);
  })();

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label={t('auth.forgotPassword.title')}
    >
      <FormError message={alert} />
      <PlainTextField
        name="email"
        value={email}
        onChange={onChange}
        inputRef={input}
        label={t('auth.login.email')}
        type="email"
        htmlInput={{ autoComplete: 'username' }}
        autoFocus
        required
        fullWidth
        disabled={mutation.isPending}
        error={Boolean(emailError)}
        helperText={emailError ? messageText(emailError) : undefined}
      />
      <Button type="submit" variant="contained" size="large" disabled={mutation.isPending} fullWidth>
        {mutation.isPending ? t('auth.forgotPassword.submitting') : t('auth.forgotPassword.submit')}
      </Button>
    </Stack>
  );
}
