import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { loginFieldErrors, type LoginField, type LoginInput } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { PlainTextField } from '@/components/plain-text-field';
import { FormError } from '@/components/form/form-error';
import { isApiError } from '@/lib/http';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useLogin } from '../api/login';
import { PasswordField } from './password-field';

type FieldErrors = Partial<Record<LoginField, string>>;

export type LoginFormProps = {
  /** Shown under the password field: the way to a new password ('Forgot password?'). */
  passwordHelp?: ReactNode;
};

/**
 * Email + password. A refused sign-in (401 bad credentials, 403 inactive vendor, 429 throttled) shows the
 * server's message; what happens after success is the page's business (the session changes).
 *
 * Two fields checked by `loginFieldErrors` (the rules of the API's loginBodySchema) with plain state:
 * the sign-in page's first load carries neither zod nor a form library. As with the app's other forms,
 * fields are checked on submit, then again as they change; the first invalid field gets the focus.
 */
export function LoginForm({ passwordHelp }: LoginFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const login = useLogin();
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const onChange = (field: LoginField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors((current) => ({ ...current, [field]: loginFieldErrors(next)[field] }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = loginFieldErrors(values);
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onError: (error) => {
          if (!isApiError(error)) return;
          for (const field of error.fields) {
            if (field.path === 'email' || field.path === 'password') {
              setErrors((current) => ({ ...current, [field.path]: field.message }));
            }
          }
        },
      },
    );
  };

  const serverError = login.error
    ? isApiError(login.error) && login.error.status !== 0
      ? login.error.message
      : t('messages.somethingWentWrong')
    : null;
  const errorText = (field: LoginField) => {
    const message = errors[field];
    return message ? messageText(message) : undefined;
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label={t('auth.login.title')}>
      <FormError message={serverError && messageText(serverError)} />
      <PlainTextField
        name="email"
        value={values.email}
        onChange={onChange('email')}
        inputRef={emailInput}
        label={t('auth.login.email')}
        type="email"
        htmlInput={{ autoComplete: 'username' }}
        autoFocus
        required
        fullWidth
        error={Boolean(errors.email)}
        helperText={errorText('email')}
      />
      <PasswordField
        name="password"
        value={values.password}
        onChange={onChange('password')}
        inputRef={passwordInput}
        label={t('auth.login.password')}
        autoComplete="current-password"
        required
        fullWidth
        showLabel={t('auth.password.show')}
        hideLabel={t('auth.password.hide')}
        error={Boolean(errors.password)}
        helperText={errorText('password')}
      />
      {passwordHelp}
      <Button type="submit" variant="contained" size="large" disabled={login.isPending} fullWidth>
        {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </Stack>
  );
}
