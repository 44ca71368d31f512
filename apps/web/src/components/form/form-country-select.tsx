import type { FieldValues } from 'react-hook-form';
import { CountrySelect } from '../country-select';
import { useBoundField, type BoundFieldOptions } from './bound-field';

export type FormCountrySelectProps<T extends FieldValues, TOut> = BoundFieldOptions<T, TOut> & {
  id: string;
  label: string;
  disabled?: boolean;
};

/** The country list (ENUM-14) bound to a react-hook-form field, with its message under it. */
export function FormCountrySelect<T extends FieldValues, TOut = T>({
  name,
  control,
  errorText,
  disabled,
  ...props
}: FormCountrySelectProps<T, TOut>) {
  const { value, formDisabled, ...bound } = useBoundField({ name, control, errorText });
  return <CountrySelect {...props} {...bound} value={String(value)} disabled={formDisabled || disabled} />;
}
