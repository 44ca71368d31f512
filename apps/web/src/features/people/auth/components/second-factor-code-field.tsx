import type { ChangeEventHandler, Ref } from 'react';
import { PlainTextField } from '@/components/plain-text-field';

export type SecondFactorCodeFieldProps = {
  label: string;
  /** What to type, under the field; an error replaces it. */
  hint?: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  /** A recovery code has letters: the phone shows its full keyboard. */
  recovery?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  name?: string;
};

/**
 * A one-time code: digits keyboard on a phone, the browser's and the OS's one-time-code autofill, no
 * spell check. The hint and an error are tied to the input (aria-describedby).
 */
export function SecondFactorCodeField({
  label,
  hint,
  error,
  recovery = false,
  name = 'code',
  ...props
}: SecondFactorCodeFieldProps) {
  return (
    <PlainTextField
      {...props}
      name={name}
      label={label}
      required
      fullWidth
      error={Boolean(error)}
      helperText={error ?? hint}
      htmlInput={{
        inputMode: recovery ? 'text' : 'numeric',
        autoComplete: 'one-time-code',
        spellCheck: false,
        autoCapitalize: 'none',
        maxLength: 40,
      }}
    />
  );
}
