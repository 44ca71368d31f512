import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MESSAGES, PASSWORD_CHANGE_SIGNED_OUT } from '@talent-desk/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { muiRegister } from '@/lib/form';
import { isApiError } from '@/lib/http';
import { useApiErrorText } from '@/lib/api-error-text';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useChangePassword } from '../api/change-password';
import { changePasswordFormSchema, type ChangePasswordFormValues } from './change-password-schema';
import { NewPasswordFields } from './new-password-fields';
import { PasswordField } from './password-field';
import { useFocusingSubmit } from '@/components/form/use-focusing-submit';

export type ChangePasswordFormProps = {
  /** Called once the server has accepted the new password (and ended every session). */
  onChanged: () => void;
  /** Called when too many wrong current passwords made the server end this session. */
  onSignedOut: (message: string) => void;
};

/**
 * The server's answer as the spec's error catalogue wants it shown (AUTH-11..13); a 429 (too many
 * wrong current passwords, a throttle the spec predates) shows the server's message too.
 */
export function changePasswordErrorMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 401 || error.status === 429)) return error.message;
  if (isApiError(error) && error.status === 400) return MESSAGES.passwordPolicy;
  return MESSAGES.somethingWentWrong;
}

export function ChangePasswordForm({ onChanged, onSignedOut }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const errorText = useApiErrorText();
  const mutation = useChangePassword({
    onSuccess: onChanged,
    onError: (error) => {
      if (isApiError(error) && error.code === PASSWORD_CHANGE_SIGNED_OUT) onSignedOut(errorText(error));
    },
  });
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    // The kit focuses the first invalid field in the page's order (useFocusingSubmit).
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const locked = mutation.isPending || mutation.isSuccess;

  const onSubmit = useFocusingSubmit(form.handleSubmit, (body) => mutation.mutate(body));
  const fieldError = (message: string | undefined) => (message ? messageText(message) : undefined);

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label={t('auth.changePassword.title')}
    >
      <FormError
        message={mutation.isError ? messageText(changePasswordErrorMessage(mutation.error)) : null}
      />
      <PasswordField
        {...muiRegister(form.register('currentPassword'))}
        label={t('auth.changePassword.currentPassword')}
        autoComplete="current-password"
        required
        fullWidth
        disabled={locked}
        showLabel={t('auth.changePassword.showCurrentPassword')}
        hideLabel={t('auth.changePassword.hideCurrentPassword')}
        error={Boolean(errors.currentPassword)}
        helperText={fieldError(errors.currentPassword?.message)}
      />
      <NewPasswordFields
        newPassword={muiRegister(form.register('newPassword'))}
        confirmPassword={muiRegister(form.register('confirmPassword'))}
        errors={{
          newPassword: errors.newPassword?.message,
          confirmPassword: errors.confirmPassword?.message,
        }}
        disabled={locked}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={locked}>
          {mutation.isPending ? t('auth.changePassword.submitting') : t('auth.changePassword.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
