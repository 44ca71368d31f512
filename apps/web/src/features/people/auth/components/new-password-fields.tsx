import { useTranslation } from 'react-i18next';
import type { PlainTextFieldProps } from '@/components/plain-text-field';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { PasswordField } from './password-field';

/**
 * What binds one input to its form: `muiRegister(form.register(...))` of react-hook-form, or plain
 * state (the set-password page, whose first load has no form library).
 */
export type PasswordInputBinding = Pick<
  PlainTextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef'
>;

export type NewPasswordFieldsProps = {
  newPassword: PasswordInputBinding;
  confirmPassword: PasswordInputBinding;
  /** The fields' error messages (schema or server texts), if any. */
  errors: { newPassword?: string; confirmPassword?: string };
  disabled?: boolean;
};

/**
 * New password + confirmation with their show/hide toggles and the policy hint (AUTH-05..08): the same
 * pair on Change Password and on the invitation / reset page.
 */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
  errors,
  disabled,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const fieldError = (message: string | undefined) => (message ? messageText(message) : undefined);
  return (
    <>
      <PasswordField
        {...newPassword}
        label={t('auth.changePassword.newPassword')}
        autoComplete="new-password"
        required
        fullWidth
        disabled={disabled}
        showLabel={t('auth.changePassword.showNewPassword')}
        hideLabel={t('auth.changePassword.hideNewPassword')}
        error={Boolean(errors.newPassword)}
        helperText={fieldError(errors.newPassword) ?? t('auth.changePassword.rule')}
      />
      <PasswordField
        {...confirmPassword}
        label={t('auth.changePassword.confirmPassword')}
        autoComplete="new-password"
        required
        fullWidth
        disabled={disabled}
        showLabel={t('auth.changePassword.showConfirmPassword')}
        hideLabel={t('auth.changePassword.hideConfirmPassword')}
        error={Boolean(errors.confirmPassword)}
        helperText={fieldError(errors.confirmPassword)}
      />
    </>
  );
}
