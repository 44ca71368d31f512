import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isApiErrorCode } from '@talent-desk/shared';
import { isApiError } from './http';

/**
 * What to show for a failed call (ERR-01, ERR-02): the translated message of the server's error code
 * (i18n/en-api-errors.ts), never found by the server's wording. A failure without a code of the
 * vocabulary (the network, an answer that is not ours) shows 'Something went wrong'.
 */
export function apiErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error) || !isApiErrorCode(error.code)) return t('messages.somethingWentWrong');
  return t(`apiErrors.${error.code}`, { detail: error.message });
}

/** `apiErrorText` bound to the current language. */
export function useApiErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => apiErrorText(t, error), [t]);
}
