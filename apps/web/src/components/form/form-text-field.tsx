import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type BoundFieldOptions } from './bound-field';

export type FormTextFieldProps<T extends FieldValues, TOut> = BoundFieldOptions<T, TOut> &
  Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onBlur' | 'inputRef' | 'error' | 'helperText'> & {
    /** Shown under the field while it has no error. */
    helperText?: ReactNode;
    /** The input's maxLength: typing stops where the schema's limit is. */
    maxLength?: number;
    /** Makes it a select of these choices. */
    options?: readonly { value: string; label: string }[];
  };

/**
 * A text field (or a select of `options`) bound to a react-hook-form field: the schema's message under
 * it, linked to the input by aria-describedby (MUI does so through the field's id), or `helperText`
 * while it is valid.
 */
export function FormTextField<T extends FieldValues, TOut = T>({
  name,
  control,
  helperText,
  errorText,
  maxLength,
  slotProps,
  disabled,
  onChange,
  options,
  ...props
}: FormTextFieldProps<T, TOut>) {
  const { formDisabled, ...bound } = useBoundField({ name, control, errorText });
  return (
    <TextField
      fullWidth
      {...props}
      {...bound}
      // The form takes the change first; `onChange` then reacts to it (resetting a dependent field).
      onChange={(event) => {
        bound.onChange(event);
        onChange?.(event);
      }}
      helperText={bound.helperText ?? helperText}
      disabled={formDisabled || disabled}
      slotProps={withMaxLength(slotProps, maxLength)}
      select={props.select || options !== undefined}
    >
      {options?.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      )) ?? props.children}
    </TextField>
  );
}

/** The slot props with the input's maxLength added to its html attributes (given as an object). */
function withMaxLength(slotProps: TextFieldProps['slotProps'], maxLength: number | undefined) {
  if (maxLength === undefined) return slotProps;
  const htmlInput = typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : undefined;
  return { ...slotProps, htmlInput: { ...htmlInput, maxLength } };
}
