import type { CandidateFormInput } from '@talent-desk/shared';
import { FormTextField, type FormTextFieldProps } from '@/components/form/form-text-field';
import { useMessageText } from '@/lib/i18n/use-message-text';
import type { CandidateFieldName } from './use-field-error';

export type TextInputProps = Omit<
  FormTextFieldProps<CandidateFormInput, unknown>,
  'name' | 'control' | 'errorText' | 'helperText'
> & {
  name: CandidateFieldName;
  hint?: string;
};

/**
 * A text field or select of the candidate form (controlled: MUI's select shows only a controlled value),
 * with its schema message below it, or a hint while it is valid.
 */
export function TextInput({ name, hint, ...props }: TextInputProps) {
  const messageText = useMessageText();
  return (
    <FormTextField<CandidateFormInput>
      {...props}
      name={name}
      id={`candidate-${name.replace('.', '-')}`}
      errorText={messageText}
      helperText={hint}
    />
  );
}
