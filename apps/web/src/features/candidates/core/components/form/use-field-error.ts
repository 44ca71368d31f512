import { get, useFormState, type FieldPath } from 'react-hook-form';
import type { CandidateFormInput } from '@talent-desk/shared';
import { useMessageText } from '@/lib/i18n/use-message-text';

export type CandidateFieldName = FieldPath<CandidateFormInput>;

/** `error` and `helperText` of one field: the shared schema's (or the server's) exact message. */
export function useFieldError(name: CandidateFieldName): { error: boolean; helperText?: string } {
  const { errors } = useFormState<CandidateFormInput>({ name });
  const messageText = useMessageText();
  const fieldError: { message?: unknown } | undefined = get(errors, name);
  const message = fieldError?.message;
  return typeof message === 'string' && message
    ? { error: true, helperText: messageText(message) }
    : { error: false };
}
