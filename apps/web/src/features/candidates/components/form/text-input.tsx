import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import type { CandidateFormInput } from '@talent-desk/shared';
import { muiRegister } from '@/lib/form';
import { useFieldError, type CandidateFieldName } from './use-field-error';

export type TextInputProps = Omit<TextFieldProps, 'name' | 'error'> & {
  name: CandidateFieldName;
  hint?: string;
};

/** A registered text field with its schema message below it (or a hint while it is valid). */
export function TextInput({ name, hint, ...props }: TextInputProps) {
  const { register } = useFormContext<CandidateFormInput>();
  const { error, helperText } = useFieldError(name);
  return (
    <TextField
      {...props}
      {...muiRegister(register(name))}
      id={`candidate-${name.replace('.', '-')}`}
      fullWidth
      error={error}
      helperText={helperText ?? hint}
    />
  );
}
