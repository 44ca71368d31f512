import type { FieldValues } from 'react-hook-form';
import { PhoneField, type PhoneFieldProps } from '../phone-field';
import { useBoundField, type BoundFieldOptions } from './bound-field';

export type FormPhoneFieldProps<T extends FieldValues, TOut> = BoundFieldOptions<T, TOut> &
  Omit<PhoneFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText'>;

/** A telephone input bound to a react-hook-form field: its message, else the country's hint, under it. */
export function FormPhoneField<T extends FieldValues, TOut = T>({
  name,
  control,
  errorText,
  disabled,
  ...props
}: FormPhoneFieldProps<T, TOut>) {
  const { value, formDisabled, ...bound } = useBoundField({ name, control, errorText });
  return (
    <PhoneField fullWidth {...props} {...bound} value={String(value)} disabled={formDisabled || disabled} />
  );
}
