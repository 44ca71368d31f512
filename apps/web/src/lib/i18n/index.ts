import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGES } from '@talent-desk/shared';
import { en } from './en';

export const defaultNS = 'translation';
export const resources = { en: { translation: en } } as const;

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  defaultNS,
  interpolation: { escapeValue: false }, // React escapes
});

export const i18n = i18next;

type MessageKey = keyof typeof MESSAGES;
const messageKeys = new Map<string, MessageKey>(
  Object.entries(MESSAGES).map(([key, text]) => [text, key as MessageKey]),
);

/**
 * The i18n key of a known message text (a shared schema's validation message or a server message), so
 * that it can be translated; null for a text we do not know (shown as the server wrote it).
 */
export function messageKeyOf(text: string): `messages.${MessageKey}` | null {
  const key = messageKeys.get(text);
  return key ? `messages.${key}` : null;
}
