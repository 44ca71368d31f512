import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { loginBodySchema } from '@talent-desk/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { muiRegister } from '@/lib/form';
import { isApiError } from '@/lib/http';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useLogin } from '../api/login';
import { PasswordField } from './password-field';

type LoginFormInput = z.input<typeof loginBodySchema>;
type LoginFormOutput = z.output<typeof loginBodySchema>;

export type LoginFormProps = {
  /** Shown under the password field: the way to a new password ('Forgot password?'). */
  passwordHelp?: ReactNode;
};

/**
 * Email + password. A refused sign-in (401 bad credentials, 403 inactive vendor, 429 throttled) shows the
 * server's message; what happens after success is the page's business (the session changes).
 */
export function LoginForm({ passwordHelp }: LoginFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const login = useLogin();
  const form = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    login.mutate(body, {
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const field of error.fields) {
          if (field.path === 'email' || field.path === 'password') {
            form.setError(field.path, { message: field.message });
          }
        }
      },
    }),
  );

  const serverError = login.error
    ? isApiError(login.error) && login.error.status !== 0
      ? login.error.message
      : t('messages.somethingWentWrong')
    : null;

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label={t('auth.login.title')}>
      {serverError && (
        <Alert severity="error" role="alert">
          {messageText(serverError)}
        </Alert>
      )}
      <TextField
        {...muiRegister(form.register('email'))}
        label={t('auth.login.email')}
        type="email"
        autoComplete="username"
        autoFocus
        slotProps={{ htmlInput: { required: true } }}
        fullWidth
        error={Boolean(errors.email)}
        helperText={errors.email?.message ? messageText(errors.email.message) : undefined}
      />
      <PasswordField
        {...muiRegister(form.register('password'))}
        label={t('auth.login.password')}
        autoComplete="current-password"
        required
        fullWidth
        showLabel={t('auth.password.show')}
        hideLabel={t('auth.password.hide')}
        error={Boolean(errors.password)}
        helperText={errors.password?.message ? messageText(errors.password.message) : undefined}
      />
      {passwordHelp}
      <Button type="submit" variant="contained" size="large" disabled={login.isPending} fullWidth>
        {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </Stack>
  );
}
