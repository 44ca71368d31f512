import {
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export type PlainTextFieldProps = {
  label: ReactNode;
  name?: string;
  value?: string;
  type?: 'text' | 'email' | 'password';
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  fullWidth?: boolean;
  autoFocus?: boolean;
  /** Marks the input itself (no asterisk in the label, so the label is exactly the field's name). */
  required?: boolean;
  /** Attributes of the <input> (autoComplete, spellCheck, ...). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  endAdornment?: ReactNode;
};

/**
 * An outlined text input as MUI's TextField draws it (label tied by id, helper text by
 * aria-describedby), without TextField's select mode: that pulls Select, Menu, Popover and Modal into
 * every page with a text box, the sign-in page's first load included.
 */
export function PlainTextField({
  label,
  helperText,
  error,
  disabled,
  fullWidth,
  required,
  htmlInput,
  ...input
}: PlainTextFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl error={error} disabled={disabled} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        aria-describedby={helperTextId}
        inputProps={{ ...htmlInput, required }}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
