import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKeyOf } from './index';

/** Shows a message from a shared schema or the server through i18n when we know it, else as written. */
export function useMessageText(): (text: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (text: string) => {
      const key = messageKeyOf(text);
      return key ? t(key) : text;
    },
    [t],
  );
}
