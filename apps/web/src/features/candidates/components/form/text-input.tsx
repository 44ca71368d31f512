import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import type { CandidateFormInput } from '@talent-desk/shared';
import { useFieldError, type CandidateFieldName } from './use-field-error';

export type TextInputProps = Omit<TextFieldProps, 'name' | 'error' | 'value' | 'onChange' | 'onBlur'> & {
  name: CandidateFieldName;
  hint?: string;
};

/**
 * A text field or select bound to the form (controlled: MUI's select shows only a controlled value),
 * with its schema message below it, or a hint while it is valid.
 */
export function TextInput({ name, hint, ...props }: TextInputProps) {
  const { control } = useFormContext<CandidateFormInput>();
  const { field } = useController({ control, name });
  const { error, helperText } = useFieldError(name);
  const value: unknown = field.value;
  return (
    <TextField
      {...props}
      id={`candidate-${name.replace('.', '-')}`}
      name={field.name}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled || props.disabled}
      fullWidth
      error={error}
      helperText={helperText ?? hint}
    />
  );
}
