import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  MESSAGES,
  newPasswordFieldErrors,
  type NewPasswordField,
  type NewPasswordInput,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { isApiError } from '@/lib/http';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useSetPassword } from '../api/set-password';
import { NewPasswordFields } from './new-password-fields';

type FieldErrors = Partial<Record<NewPasswordField, string>>;

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
 * The first password of an invitation, or a new one after a reset: the shared rules of the body schema
 * (AUTH-08 policy, confirmation: `newPasswordFieldErrors`), then the server's own checks shown on their
 * fields. Plain state, as the sign-in form: the page's first load carries neither zod nor a form
 * library. Checked on submit, then as the fields change; the first invalid field gets the focus.
 */
export function SetPasswordForm({ token, email, onPasswordSet, onLinkInvalid }: SetPasswordFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const mutation = useSetPassword({ onSuccess: onPasswordSet });
  const [values, setValues] = useState<NewPasswordInput>({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const newPasswordInput = useRef<HTMLInputElement>(null);
  const confirmPasswordInput = useRef<HTMLInputElement>(null);
  const locked = mutation.isPending || mutation.isSuccess;

  const onChange = (field: NewPasswordField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors(newPasswordFieldErrors(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = newPasswordFieldErrors(values);
    setErrors(found);
    if (found.newPassword || found.confirmPassword) {
      (found.newPassword ? newPasswordInput : confirmPasswordInput).current?.focus();
      return;
    }
    // The token is no field: it rides along with the values the rules check.
    mutation.mutate(
      { token, ...values },
      {
        onError: (error) => {
          if (linkGone(error)) return onLinkInvalid();
          if (!isApiError(error)) return;
          for (const field of error.fields) {
            if (isField(field.path)) setErrors((current) => ({ ...current, [field.path]: field.message }));
          }
        },
      },
    );
  };

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
        newPassword={{
          name: 'newPassword',
          value: values.newPassword,
          onChange: onChange('newPassword'),
          inputRef: newPasswordInput,
        }}
        confirmPassword={{
          name: 'confirmPassword',
          value: values.confirmPassword,
          onChange: onChange('confirmPassword'),
          inputRef: confirmPasswordInput,
        }}
        errors={errors}
        disabled={locked}
      />
      <Button type="submit" variant="contained" size="large" disabled={locked} fullWidth>
        {mutation.isPending ? t('auth.setPassword.submitting') : t('auth.setPassword.submit')}
      </Button>
    </Stack>
  );
}
