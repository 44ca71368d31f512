import { z } from 'zod';
import { surveyQuestionTypeSchema } from '../enums/survey-question-type.js';

/**
 * The public side of a campaign (no sign-in): the survey page `/s/{token}`, the unsubscribe page
 * `/u/{token}` and their calls under /api/public. The token is the recipient's: 32 random bytes,
 * base64url (43 characters), so links can neither be guessed nor enumerated.
 */
export const RECIPIENT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isRecipientToken(value: string): boolean {
  return RECIPIENT_TOKEN_PATTERN.test(value);
}

/** Texts of the public calls; the pages show them through i18n keys of the same names. */
export const PUBLIC_SURVEY_MESSAGES = {
  linkNotFound: 'This link is not valid',
  /** 410: the campaign closed longer ago than the operator keeps its links (CAMPAIGN_LINK_DAYS_AFTER_CLOSE). */
  linkExpired: 'This link has expired',
  surveyNotFound: 'This campaign has no survey',
  alreadySubmitted: 'You have already answered this survey',
  campaignClosed: 'This campaign is closed',
  submitted: 'Thank you, your answers were received',
  unsubscribed: 'You will no longer receive campaign e-mails',
  answerRequired: 'This field is required',
  answerYesNo: 'Choose yes or no',
  answerNumber: 'Enter a number',
  answerDate: 'Enter a date as YYYY-MM-DD',
  answerChoice: 'Choose one of the options',
  unknownQuestion: 'This question is not part of the survey',
  answeredTwice: 'This question is answered twice',
} as const;

/** The largest number answer either way: far beyond any sensible answer, well within numeric storage. */
export const SURVEY_NUMBER_LIMIT = 1e12;

export const publicSurveyQuestionSchema = z.object({
  externalId: z.uuid(),
  question: z.string(),
  type: surveyQuestionTypeSchema,
  mandatory: z.boolean(),
  /** Choice types only; answers name the options by these ids. */
  options: z.array(z.object({ externalId: z.uuid(), value: z.string() })),
});
export type PublicSurveyQuestion = z.output<typeof publicSurveyQuestionSchema>;

/** GET /api/public/surveys/{token}: the campaign's survey copy and where this recipient stands. */
export const publicSurveySchema = z.object({
  campaignName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  questions: z.array(publicSurveyQuestionSchema),
  /** Already answered: the page shows its thanks instead of the form. */
  submitted: z.boolean(),
  /** The campaign is no longer OPEN: answers are refused. */
  closed: z.boolean(),
});
export type PublicSurvey = z.output<typeof publicSurveySchema>;

/**
 * One answer as sent: yes/no a boolean, NUMBER a number, DATE 'YYYY-MM-DD', SELECT and SINGLE_CHOICE
 * one option id, MULTIPLE_CHOICE a list of option ids; null (or an empty list) is no answer. Whether
 * the value fits its question is checked against the survey (survey-answers.ts), not here.
 */
export const surveyAnswerValueSchema = z.union([
  z.boolean(),
  z.number(),
  z.string().max(100),
  z.array(z.string().max(100)).max(50),
  z.null(),
]);
export type SurveyAnswerValue = z.output<typeof surveyAnswerValueSchema>;

/** POST /api/public/surveys/{token}: the answers, each naming its question. */
export const publicSurveySubmissionSchema = z.strictObject({
  answers: z
    .array(
      z.strictObject({
        questionExternalId: z.string().max(100),
        value: surveyAnswerValueSchema,
      }),
    )
    .max(100),
});
export type PublicSurveySubmission = z.output<typeof publicSurveySubmissionSchema>;

export const publicSurveySubmittedSchema = z.object({ submitted: z.literal(true), message: z.string() });

/** GET /api/public/unsubscribe/{token}: who and which campaign, for the confirmation page. */
export const publicUnsubscribeSchema = z.object({
  campaignName: z.string(),
  /** The address, partly hidden: the link may have been forwarded. */
  maskedEmail: z.string(),
  /** The candidate no longer accepts campaign e-mail (from this link or any other way). */
  unsubscribed: z.boolean(),
});
export type PublicUnsubscribe = z.output<typeof publicUnsubscribeSchema>;

export const publicUnsubscribeResultSchema = z.object({ unsubscribed: z.literal(true), message: z.string() });

/** `maria.keller@example.com` as `m***r@example.com`: enough to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const shown = local.length > 2 ? `${local[0]}***${local[local.length - 1]}` : `${local[0]}***`;
  return `${shown}${email.slice(at)}`;
}
