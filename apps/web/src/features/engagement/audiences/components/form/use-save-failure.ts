import { useCallback } from 'react';
import { useSnackbar } from '@/lib/snackbar';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/http';
import { useApiErrorText } from '@/lib/api-error-text';
import { formFieldOf, type AudienceFormInput } from './audience-form-values';

/**
 * What a failed save says: AUD-31 a 409 (the name is taken) is the server's message as an error toast,
 * and under the name; a 400 puts its messages under the fields; AUD-32 anything else 'Something went
 * wrong' (ERR-02).
 */
export function useSaveFailure(setError: UseFormSetError<AudienceFormInput>): (error: unknown) => void {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const errorText = useApiErrorText();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.status === 409) {
        enqueueSnackbar(errorText(error), { variant: 'error' });
        setError('name', { message: errorText(error) }, { shouldFocus: true });
        return;
      }
      const fields = isApiError(error) && error.status === 400 ? error.fields : [];
      const known = fields.flatMap((field) => {
        const name = formFieldOf(field.path);
        return name ? [{ name, message: field.message }] : [];
      });
      if (known.length === 0) {
        enqueueSnackbar(t('messages.somethingWentWrong'), { variant: 'error' });
        return;
      }
      for (const { name, message } of known) setError(name, { message });
    },
    [enqueueSnackbar, errorText, setError, t],
  );
}
