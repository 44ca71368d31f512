import { useCallback } from 'react';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/http';
import { useApiErrorText } from '@/lib/api-error-text';

export type CampaignFailureOptions = {
  /** Puts a 400's (or 406's) message under its field; true when the form has that field. */
  onField?: (path: string, message: string) => boolean;
  /** A 400 without a field of the form says what to do (Schedule: 'Choose an audience ...'). */
  showBadRequest?: boolean;
};

/**
 * What a failed campaign call says (CAMP-24/25, CAMP-36, CAMP-43): a 409 or 403 is the server's message
 * (a name in use, a status that changed meanwhile, no access); a 400 or 406 goes under its fields (406
 * also 'incorrectly variables', as templates); anything else is 'Something went wrong' (ERR-02).
 */
export function useCampaignFailure(): (error: unknown, options?: CampaignFailureOptions) => void {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const errorText = useApiErrorText();
  return useCallback(
    (error: unknown, { onField, showBadRequest = false }: CampaignFailureOptions = {}) => {
      const toast = (text: string) => void enqueueSnackbar(text, { variant: 'error' });
      if (!isApiError(error)) return toast(t('messages.somethingWentWrong'));
      if (error.status === 409 || error.status === 403) return toast(errorText(error));
      if (error.status === 400 || error.status === 406) {
        const placed = error.fields.filter((field) => onField?.(field.path, field.message) ?? false);
        if (error.status === 406) return toast(t('emailTemplates.incorrectVariables'));
        if (placed.length > 0) return;
        if (showBadRequest) return toast(errorText(error));
      }
      toast(t('messages.somethingWentWrong'));
    },
    [enqueueSnackbar, errorText, t],
  );
}
