import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { PublicApplicationInput } from '@talent-desk/shared';
import { Controller, useFormContext } from 'react-hook-form';

type TextName = 'firstName' | 'lastName' | 'email' | 'state' | 'city';
type SelectName = 'yearsOfExperience' | 'educationalQualification';

const AUTOCOMPLETE: Record<TextName, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  state: 'address-level1',
  city: 'address-level2',
};

export type ApplyTextFieldProps = { name: TextName; label: string; type?: 'text' | 'email' };

/** A required text field of the application, with the browser's autofill hint and its inline error. */
export function ApplyTextField({ name, label, type = 'text' }: ApplyTextFieldProps) {
  const { control } = useFormContext<PublicApplicationInput>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          id={`apply-${name}`}
          value={field.value ?? ''}
          label={label}
          type={type}
          required
          fullWidth
          autoComplete={AUTOCOMPLETE[name]}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

export type ApplySelectFieldProps = {
  name: SelectName;
  label: string;
  options: readonly { value: string; label: string }[];
};

/** A required choice of the application (experience, education). */
export function ApplySelectField({ name, label, options }: ApplySelectFieldProps) {
  const { control } = useFormContext<PublicApplicationInput>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          id={`apply-${name}`}
          select
          label={label}
          required
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
