import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MESSAGES, setPasswordBodySchema, type SetPasswordBody } from '@talent-desk/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormError } from '@/components/form/form-error';
import { isApiError } from '@/lib/http';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useSetPassword } from '../api/set-password';
import { NewPasswordFields } from './new-password-fields';

type SetPasswordFormInput = z.input<typeof setPasswordBodySchema>;

export type SetPasswordFormProps = {
  /** The e-mailed link's token, already read from the address and checked with the server. */
  token: string;
  /** The link's user: offered to password managers as the account the new password belongs to. */
  email: string;
  /** Called once the server has set the password (the link no longer works). */
  onPasswordSet: () => void;
  /** Called when the server says the link no longer works (used meanwhile, expired, ...). */
  onLinkInvalid: () => void;
};

const FIELDS = ['newPassword', 'confirmPassword'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);

/** The link stopped working since the page checked it (404), or the server refused the token itself. */
const linkGone = (error: unknown) =>
  isApiError(error) &&
  (error.status === 404 || (error.status === 400 && error.fields.some((f) => f.path === 'token')));

/** What the form's alert says: nothing when the fields or the page show the error instead. */
export function setPasswordAlert(error: unknown): string | null {
  if (!error || linkGone(error)) return null;
  if (!isApiError(error) || error.status !== 400) return MESSAGES.somethingWentWrong;
  return error.fields.some((field) => isField(field.path)) ? null : error.message;
}

/**
 * The first password of an invitation, or a new one after a reset: the shared body schema (AUTH-08
 * policy, confirmation), then the server's own checks shown on their fields.
 */
export function SetPasswordForm({ token, email, onPasswordSet, onLinkInvalid }: SetPasswordFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const mutation = useSetPassword({ onSuccess: onPasswordSet });
  const form = useForm<SetPasswordFormInput, unknown, SetPasswordBody>({
    resolver: zodResolver(setPasswordBodySchema),
    // The token is no field: it rides along with the values the schema checks.
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const locked = mutation.isPending || mutation.isSuccess;

  const onSubmit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onError: (error) => {
        if (linkGone(error)) return onLinkInvalid();
        if (!isApiError(error)) return;
        for (const field of error.fields) {
          if (isField(field.path)) form.setError(field.path, { message: field.message });
        }
      },
    }),
  );

  const alert = setPasswordAlert(mutation.error);

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label={t('auth.setPassword.form')}
    >
      <FormError message={alert && messageText(alert)} />
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        newPassword={form.register('newPassword')}
        confirmPassword={form.register('confirmPassword')}
        errors={{
          newPassword: errors.newPassword?.message,
          confirmPassword: errors.confirmPassword?.message,
        }}
        disabled={locked}
      />
      <Button type="submit" variant="contained" size="large" disabled={locked} fullWidth>
        {mutation.isPending ? t('auth.setPassword.submitting') : t('auth.setPassword.submit')}
      </Button>
    </Stack>
  );
}
