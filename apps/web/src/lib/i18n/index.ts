import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  APPLICATION_FILTER_MESSAGES,
  AUDIENCE_MESSAGES,
  CAMPAIGN_MESSAGES,
  CANDIDATE_MESSAGES,
  MESSAGES,
  PASSWORD_TOKEN_MESSAGES,
} from '@talent-desk/shared';
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
type CandidateMessageKey = keyof typeof CANDIDATE_MESSAGES;
type PasswordTokenMessageKey = keyof typeof PASSWORD_TOKEN_MESSAGES;
type AudienceMessageKey = keyof typeof AUDIENCE_MESSAGES;
type ApplicationFilterMessageKey = keyof typeof APPLICATION_FILTER_MESSAGES;
type CampaignMessageKey = keyof typeof CAMPAIGN_MESSAGES;
type MessagePath =
  | `messages.${MessageKey}`
  | `candidateMessages.${CandidateMessageKey}`
  | `passwordTokenMessages.${PasswordTokenMessageKey}`
  | `audienceMessages.${AudienceMessageKey}`
  | `applicationFilterMessages.${ApplicationFilterMessageKey}`
  | `campaignMessages.${CampaignMessageKey}`;
const messageKeys = new Map<string, MessagePath>([
  ...Object.entries(CANDIDATE_MESSAGES).map(
    ([key, text]) => [text, `candidateMessages.${key as CandidateMessageKey}`] as const,
  ),
  ...Object.entries(PASSWORD_TOKEN_MESSAGES).map(
    ([key, text]) => [text, `passwordTokenMessages.${key as PasswordTokenMessageKey}`] as const,
  ),
  ...Object.entries(AUDIENCE_MESSAGES).map(
    ([key, text]) => [text, `audienceMessages.${key as AudienceMessageKey}`] as const,
  ),
  ...Object.entries(APPLICATION_FILTER_MESSAGES).map(
    ([key, text]) => [text, `applicationFilterMessages.${key as ApplicationFilterMessageKey}`] as const,
  ),
  ...Object.entries(CAMPAIGN_MESSAGES).map(
    ([key, text]) => [text, `campaignMessages.${key as CampaignMessageKey}`] as const,
  ),
  ...Object.entries(MESSAGES).map(([key, text]) => [text, `messages.${key as MessageKey}`] as const),
]);

/**
 * The i18n key of a known message text (a shared schema's validation message or a server message), so
 * that it can be translated; null for a text we do not know (shown as the server wrote it).
 */
export function messageKeyOf(text: string): MessagePath | null {
  return messageKeys.get(text) ?? null;
}
