import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  MESSAGES,
  PASSWORD_TOKEN_MESSAGES,
  type APPLICATION_FILTER_MESSAGES,
  type AUDIENCE_MESSAGES,
  type CAMPAIGN_MESSAGES,
  type CANDIDATE_MESSAGES,
  type TWO_FACTOR_MESSAGES,
} from '@talent-desk/shared';
import { enCore } from './en-core';

export const defaultNS = 'translation';

// The first load's texts only; `loadAllTranslations` (./load.ts) adds the rest before any other page
// renders. The types (./i18next.d.ts) know every key of ./en.ts.
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { [defaultNS]: enCore } },
  defaultNS,
  interpolation: { escapeValue: false }, // React escapes
  // An empty text is meant (i18next 27 would show the key instead): a KPI with no period says nothing.
  returnEmptyString: true,
});

export const i18n = i18next;

/** The tables of texts that shared schemas and the server produce, by their i18n key prefix. */
export type MessageTables = {
  candidateMessages: typeof CANDIDATE_MESSAGES;
  passwordTokenMessages: typeof PASSWORD_TOKEN_MESSAGES;
  audienceMessages: typeof AUDIENCE_MESSAGES;
  applicationFilterMessages: typeof APPLICATION_FILTER_MESSAGES;
  campaignMessages: typeof CAMPAIGN_MESSAGES;
  twoFactorMessages: typeof TWO_FACTOR_MESSAGES;
  messages: typeof MESSAGES;
};
type MessagePath = {
  [Prefix in keyof MessageTables]: `${Prefix}.${keyof MessageTables[Prefix] & string}`;
}[keyof MessageTables];

// A text found in several tables takes the key of the last one here (the general messages win).
const PRECEDENCE: readonly (keyof MessageTables)[] = [
  'candidateMessages',
  'passwordTokenMessages',
  'audienceMessages',
  'applicationFilterMessages',
  'campaignMessages',
  'twoFactorMessages',
  'messages',
];
const tables: Partial<MessageTables> = { passwordTokenMessages: PASSWORD_TOKEN_MESSAGES, messages: MESSAGES };
let messageKeys = indexTables();

function indexTables(): Map<string, MessagePath> {
  return new Map(
    PRECEDENCE.flatMap((prefix) =>
      Object.entries(tables[prefix] ?? {}).map(
        ([key, text]) => [text, `${prefix}.${key}` as MessagePath] as const,
      ),
    ),
  );
}

/** Adds the tables that come with the rest of the texts (./load.ts). */
export function addMessageTables(more: Partial<MessageTables>): void {
  Object.assign(tables, more);
  messageKeys = indexTables();
}

/**
 * The i18n key of a known message text (a shared schema's validation message or a server message), so
 * that it can be translated; null for a text we do not know (shown as the server wrote it).
 */
export function messageKeyOf(text: string): MessagePath | null {
  return messageKeys.get(text) ?? null;
}
