import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** Turns a field's error message into the text shown (a shared schema's message through i18n). */
export type ErrorText = (message: string) => string;

export type BoundFieldOptions<T extends FieldValues, TOut> = {
  name: FieldPath<T>;
  /** The form's control; without it, the surrounding FormProvider's. */
  control?: Control<T, unknown, TOut>;
  errorText?: ErrorText;
};

/**
 * The props an MUI-style input takes from a react-hook-form field: its value, events and ref (on the
 * input itself, so a failed save can focus it), whether the form disables it, and its error message.
 */
export function useBoundField<T extends FieldValues, TOut>({
  name,
  control,
  errorText,
}: BoundFieldOptions<T, TOut>) {
  const { field, fieldState } = useController({ name, control });
  const value: unknown = field.value;
  const message = fieldState.error?.message;
  return {
    name: field.name,
    value: typeof value === 'string' || typeof value === 'number' ? value : '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    formDisabled: field.disabled,
    error: Boolean(fieldState.error),
    helperText: message ? (errorText?.(message) ?? message) : undefined,
  };
}
