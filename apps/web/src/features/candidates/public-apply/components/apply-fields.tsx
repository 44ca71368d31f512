import type { PublicApplicationInput } from '@talent-desk/shared';
import { FormTextField } from '@/components/form/form-text-field';

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
  return (
    <FormTextField<PublicApplicationInput>
      name={name}
      id={`apply-${name}`}
      label={label}
      type={type}
      required
      autoComplete={AUTOCOMPLETE[name]}
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
  return (
    <FormTextField<PublicApplicationInput>
      name={name}
      id={`apply-${name}`}
      label={label}
      required
      options={options}
    />
  );
}
