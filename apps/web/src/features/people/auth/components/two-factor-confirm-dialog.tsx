import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES, TWO_FACTOR_MESSAGES } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { isApiError } from '@/lib/http';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { PasswordField } from './password-field';
import { normaliseSecondFactorCode, secondFactorCodeError } from './second-factor-code';
import { SecondFactorCodeField } from './second-factor-code-field';

export type TwoFactorConfirmValues = { password: string; code?: string };

export type TwoFactorConfirmDialogProps<T> = {
  title: string;
  description: string;
  submitLabel: string;
  /** Whether a current code (or a recovery code) is asked besides the password. */
  askCode: boolean;
  /** The call; its answer goes to onDone. */
  action: (values: TwoFactorConfirmValues) => Promise<T>;
  onDone: (answer: T) => void;
  onClose: () => void;
};

type Errors = { password?: string; code?: string };

/**
 * Asks the password (and a current code) before a change to two-factor sign-in. The server's refusals go
 * on their field (wrong password, wrong code) or above the buttons (required for the role, throttled);
 * the first field in error gets the focus.
 */
export function TwoFactorConfirmDialog<T>({
  title,
  description,
  submitLabel,
  askCode,
  action,
  onDone,
  onClose,
}: TwoFactorConfirmDialogProps<T>) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const mutation = useMutation({ mutationFn: action });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const show = (found: Errors) => {
    setErrors(found);
    if (found.password) passwordInput.current?.focus();
    else if (found.code) codeInput.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const found: Errors = {
      password: password ? undefined : MESSAGES.mandatoryField,
      code: askCode ? secondFactorCodeError(code) : undefined,
    };
    if (found.password || found.code) return show(found);
    setErrors({});
    const values: TwoFactorConfirmValues = askCode
      ? { password, code: normaliseSecondFactorCode(code) }
      : { password };
    mutation.mutate(values, {
      onSuccess: onDone,
      onError: (failure) => {
        if (!isApiError(failure) || failure.status === 0 || failure.status >= 500) {
          setFormError(t('messages.somethingWentWrong'));
          return;
        }
        const onField: Errors = {};
        for (const field of failure.fields) {
          if (field.path === 'password' || field.path === 'code') onField[field.path] = field.message;
        }
        if (failure.message === TWO_FACTOR_MESSAGES.passwordWrong) onField.password ??= failure.message;
        else if (askCode && failure.message === TWO_FACTOR_MESSAGES.codeWrong)
          onField.code ??= failure.message;
        if (onField.password || onField.code) return show(onField);
        setFormError(failure.message);
      },
    });
  };

  const text = (message: string | undefined) => (message ? messageText(message) : undefined);

  return (
    <FormDialog
      title={title}
      description={description}
      onClose={onClose}
      onSubmit={onSubmit}
      error={formError && messageText(formError)}
      cancelLabel={t('twoFactor.cancel')}
      submitLabel={submitLabel}
      busy={mutation.isPending}
      lockWhileBusy
      maxWidth="xs"
    >
      <PasswordField
        name="password"
        label={t('twoFactor.security.password')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        inputRef={passwordInput}
        autoFocus
        required
        fullWidth
        showLabel={t('twoFactor.security.showPassword')}
        hideLabel={t('twoFactor.security.hidePassword')}
        error={Boolean(errors.password)}
        helperText={text(errors.password)}
      />
      {askCode ? (
        <SecondFactorCodeField
          label={t('twoFactor.code')}
          hint={t('auth.secondFactor.codeHint')}
          recovery
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputRef={codeInput}
          error={text(errors.code)}
        />
      ) : null}
    </FormDialog>
  );
}
