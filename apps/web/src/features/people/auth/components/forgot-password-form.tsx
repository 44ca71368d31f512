import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { forgotPasswordBodySchema, MESSAGES } from '@talent-desk/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormError } from '@/components/form/form-error';
import { muiRegister } from '@/lib/form';
import { isApiError } from '@/lib/http';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useForgotPassword } from '../api/forgot-password';

type ForgotPasswordInput = z.input<typeof forgotPasswordBodySchema>;
type ForgotPasswordOutput = z.output<typeof forgotPasswordBodySchema>;

export type ForgotPasswordFormProps = {
  /** Shown once the server has answered: its message (the same whether or not the address is known). */
  onRequested: (message: string) => void;
};

/** The e-mail address to send a reset link to. A 429 says how long to wait. */
export function ForgotPasswordForm({ onRequested }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const mutation = useForgotPassword();
  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordOutput>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: ({ message }) => onRequested(message),
      onError: (error) => {
        const field = isApiError(error) ? error.fields.find((f) => f.path === 'email') : undefined;
        if (field) form.setError('email', { message: field.message });
      },
    }),
  );

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
      <TextField
        {...muiRegister(form.register('email'))}
        label={t('auth.login.email')}
        type="email"
        autoComplete="username"
        autoFocus
        slotProps={{ htmlInput: { required: true } }}
        fullWidth
        disabled={mutation.isPending}
        error={Boolean(errors.email)}
        helperText={errors.email?.message ? messageText(errors.email.message) : undefined}
      />
      <Button type="submit" variant="contained" size="large" disabled={mutation.isPending} fullWidth>
        {mutation.isPending ? t('auth.forgotPassword.submitting') : t('auth.forgotPassword.submit')}
      </Button>
    </Stack>
  );
}
