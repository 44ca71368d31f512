import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/http';

/**
 * Puts a refused save where it belongs: a 409 (a name or id already taken) under the field it is
 * about, a 400's messages under their fields. Anything else is the form's own failure: `fallback` is
 * returned for the form to show (null when the fields say it all).
 */
export function showSaveFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  conflictField: FieldPath<T>,
  fallback: string,
): string | null {
  if (isApiError(error) && error.status === 409) {
    setError(conflictField, { message: error.message }, { shouldFocus: true });
    return null;
  }
  if (isApiError(error) && error.status === 400 && error.fields.length > 0) {
    for (const field of error.fields) setError(field.path as FieldPath<T>, { message: field.message });
    return null;
  }
  return fallback;
}
