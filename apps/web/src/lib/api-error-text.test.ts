import { describe, expect, it } from 'vitest';
import {
  API_ERROR_CODES,
  AUDIENCE_MESSAGES,
  CAMPAIGN_MESSAGES,
  CANDIDATE_MESSAGES,
  EMAIL_TEMPLATE_MESSAGES,
  MESSAGES,
  PASSWORD_TOKEN_MESSAGES,
  PROJECT_IMPORT_MESSAGES,
  PUBLIC_SURVEY_MESSAGES,
  SURVEY_TEMPLATE_MESSAGES,
  USER_MESSAGES,
  VACANCY_MESSAGES,
  VENDOR_MESSAGES,
  type ApiErrorCode,
} from '@talent-desk/shared';
import { apiErrorText } from './api-error-text';
import { ApiError } from './http';
import { i18n } from './i18n';
import { en } from './i18n/en';

// The server's one text of each code that has one (packages/shared): the web's must read the same.
const SERVER_TEXTS: Partial<Record<ApiErrorCode, string>> = {
  VACANCY_NOT_OPEN: VACANCY_MESSAGES.publishNotOpen,
  PASSWORD_POLICY: MESSAGES.passwordPolicy,
  UNAUTHENTICATED: MESSAGES.sessionRequired,
  INVALID_CREDENTIALS: MESSAGES.invalidCredentials,
  CURRENT_PASSWORD_WRONG: MESSAGES.currentPasswordWrong,
  SIGNED_OUT: MESSAGES.passwordAttemptsSignedOut,
  CROSS_ORIGIN: MESSAGES.crossOrigin,
  PASSWORD_CHANGE_REQUIRED: MESSAGES.passwordChangeRequired,
  PASSWORD_LINK_INVALID: PASSWORD_TOKEN_MESSAGES.linkInvalid,
  GLO_R_VACANCY_NOT_FOUND: VACANCY_MESSAGES.gloVacancyNotFound,
  GLO_R_PROJECT_NOT_FOUND: PROJECT_IMPORT_MESSAGES.notFound,
  LINK_EXPIRED: PUBLIC_SURVEY_MESSAGES.linkExpired,
  EMAIL_EXISTS: CANDIDATE_MESSAGES.emailExists,
  PHONE_EXISTS: CANDIDATE_MESSAGES.phoneExists,
  USER_EMAIL_EXISTS: USER_MESSAGES.emailExists,
  VENDOR_NAME_EXISTS: VENDOR_MESSAGES.nameTaken,
  AUDIENCE_NAME_EXISTS: AUDIENCE_MESSAGES.nameTaken,
  CAMPAIGN_NAME_EXISTS: CAMPAIGN_MESSAGES.nameTaken,
  EMAIL_TEMPLATE_TITLE_EXISTS: EMAIL_TEMPLATE_MESSAGES.titleTaken,
  SURVEY_TEMPLATE_TITLE_EXISTS: SURVEY_TEMPLATE_MESSAGES.titleTaken,
  DUPLICATE_GLO_ID: VACANCY_MESSAGES.gloVacancyIdTaken,
  ALREADY_SUBMITTED: PUBLIC_SURVEY_MESSAGES.alreadySubmitted,
  UNKNOWN_VARIABLES: EMAIL_TEMPLATE_MESSAGES.incorrectVariables,
  CAMPAIGN_WRONG_STATUS: CAMPAIGN_MESSAGES.wrongStatus,
  CAMPAIGN_CLOSED: PUBLIC_SURVEY_MESSAGES.campaignClosed,
  OWN_ROLE: USER_MESSAGES.ownRole,
  OWN_STATUS: USER_MESSAGES.ownStatus,
  PASSWORD_ALREADY_SET: USER_MESSAGES.alreadyActive,
  TOO_MANY_RESET_REQUESTS: PASSWORD_TOKEN_MESSAGES.tooManyResets,
  INTERNAL: MESSAGES.somethingWentWrong,
  GLO_R_UNREACHABLE: CANDIDATE_MESSAGES.gloUnreachable,
  GLO_R_BAD_RESPONSE: CANDIDATE_MESSAGES.gloBadResponse,
};

const t = i18n.t.bind(i18n);

describe('the message of each API error code', () => {
  it.each(API_ERROR_CODES)('[ERR-01] %s has a message in the catalogue', (code) => {
    expect(en.apiErrors[code]).toBeTruthy();
    const shown = apiErrorText(t, new ApiError(400, code, 'the server detail'));
    expect(shown).not.toBe(`apiErrors.${code}`);
    expect(shown.trim()).not.toBe('');
  });

  it('[ERR-01] a fixed message reads as the server writes it', () => {
    for (const [code, text] of Object.entries(SERVER_TEXTS))
      expect(en.apiErrors[code as ApiErrorCode], code).toBe(text);
  });

  it('[ERR-01] the message comes from the code, whatever the wording the server sent', () => {
    expect(apiErrorText(t, new ApiError(409, 'EMAIL_EXISTS', 'E-Mail existiert bereits'))).toBe(
      CANDIDATE_MESSAGES.emailExists,
    );
  });

  it('[ERR-01] a code whose text the server composes shows that text', () => {
    const detail = "The project 'Apollo' is used by 3 vacancies: it cannot be deleted";
    expect(apiErrorText(t, new ApiError(409, 'IN_USE', detail))).toBe(detail);
  });

  it('[ERR-02] a code outside the vocabulary, a network failure or another error: Something went wrong', () => {
    for (const error of [
      new ApiError(409, 'SOMETHING_NEW', 'Taken'),
      new ApiError(0, 'NETWORK', 'offline'),
      new Error('boom'),
    ]) {
      expect(apiErrorText(t, error)).toBe(MESSAGES.somethingWentWrong);
    }
  });
});
