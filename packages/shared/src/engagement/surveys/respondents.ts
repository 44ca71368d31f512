import { z } from 'zod';
import {
  OPTIONS_PAGE_SIZE,
  FILTER_TEXT_MAX,
  FILTER_VALUES_MAX,
  normalisePage,
  plainText,
} from '../../core/index.js';
import { OPTION_SEARCH_MAX } from '../../settings/index.js';
import { SURVEY_NUMBER_LIMIT } from './public-survey.js';
import { isCalendarDay } from './survey-answers.js';

/**
 * RESP-11: the table has no paging, so the listing answers at most this many rows (with the total that
 * matched): a few thousand rows stay quick to send and to scroll; the download has every row.
 */
export const RESPONDENTS_LIMIT = 2000;
/** Filter items in one body: one a question, several for a multiple choice (50 questions of a survey). */
export const RESPONDENT_FILTERS_MAX = 200;

export const RESPONDENT_MESSAGES = {
  campaignMismatch: 'This is not the campaign of the address',
  unknownQuestion: "This question is not part of the campaign's survey",
  wrongType: "The type is not the question's type",
  unknownChoice: "This option is not one of the question's options",
  unknownColumn: "Sort by candidateName, completedAt or a question of the campaign's survey",
  numberDigits: 'Digits only',
  dateFormat: 'Use a date as YYYY-MM-DD',
} as const;

const questionFields = {
  /** The question's text as the filter modal showed it: informational, the id decides. */
  question: plainText().max(FILTER_TEXT_MAX).optional(),
  questionExternalId: z.uuid(),
};

/**
 * RESP-23: one filter item, one question's condition; the value key is the one of its type and no other.
 * BOOLEAN: the answer equals booleanValue. NUMBER: the answer is at least minNumericValue (digits only,
 * RESP-17). SELECT / SINGLE_CHOICE: the answer is that option; MULTIPLE_CHOICE: the answers include it
 * (choiceValue is the option's text, informational). DATE: the answer is on or after availabilityDate.
 * Every item must hold (AND): two options of one MULTIPLE_CHOICE question select those who chose both.
 */
export const respondentFilterSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...questionFields, type: z.literal('BOOLEAN'), booleanValue: z.boolean() }),
  z.strictObject({
    ...questionFields,
    type: z.literal('NUMBER'),
    minNumericValue: z
      .number()
      .int(RESPONDENT_MESSAGES.numberDigits)
      .min(0, RESPONDENT_MESSAGES.numberDigits)
      .max(SURVEY_NUMBER_LIMIT),
  }),
  z.strictObject({
    ...questionFields,
    type: z.enum(['SELECT', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE']),
    choiceExternalId: z.uuid(),
    choiceValue: plainText().max(FILTER_TEXT_MAX).optional(),
  }),
  z.strictObject({
    ...questionFields,
    type: z.literal('DATE'),
    availabilityDate: z.string().refine(isCalendarDay, RESPONDENT_MESSAGES.dateFormat),
  }),
]);
export type RespondentFilter = z.output<typeof respondentFilterSchema>;

/**
 * RESP-10: POST /api/campaigns/{id}/respondents (and /download, RESP-09). candidateNames: parts of names,
 * a respondent whose name contains any of them (any case) matches. Null or absent lists are empty.
 */
export const respondentsBodySchema = z.strictObject({
  campaignExternalId: z.uuid(),
  filters: z
    .array(respondentFilterSchema)
    .max(RESPONDENT_FILTERS_MAX)
    .nullish()
    .transform((v) => v ?? []),
  candidateNames: z
    .array(plainText().min(1).max(FILTER_TEXT_MAX))
    .max(FILTER_VALUES_MAX)
    .nullish()
    .transform((v) => v ?? []),
});
export type RespondentsBody = z.output<typeof respondentsBodySchema>;
export type RespondentsBodyInput = z.input<typeof respondentsBodySchema>;

/** The fixed columns; any other sort column is a question's externalId (its answers' order). */
export const RESPONDENT_SORT_COLUMNS = ['candidateName', 'completedAt'] as const;
const questionIdSchema = z.uuid();
export const respondentSortColumnSchema = z
  .string()
  .refine(
    (v) =>
      (RESPONDENT_SORT_COLUMNS as readonly string[]).includes(v) || questionIdSchema.safeParse(v).success,
    RESPONDENT_MESSAGES.unknownColumn,
  );
export type RespondentSortColumn = z.output<typeof respondentSortColumnSchema>;

/** RESP-04: order asc or desc, upper-cased as the original client sends it (ASC, DESC) or not. */
export const respondentSortOrderSchema = z
  .preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['asc', 'desc']))
  .default('asc');

/** RESP-03/04: `?column=&order=`, candidate name ascending by default. */
export const respondentsSortQuerySchema = z.object({
  column: respondentSortColumnSchema.default('candidateName'),
  order: respondentSortOrderSchema,
});
export type RespondentsSortQuery = z.output<typeof respondentsSortQuerySchema>;

/** RESP-25: `GET /api/campaigns/{id}/respondents/names?search_value=&page=&size=` (50 a page). */
export const respondentNamesQuerySchema = z.object({
  search_value: plainText().max(OPTION_SEARCH_MAX).optional(),
  page: z.unknown().optional().transform(normalisePage),
  size: z.coerce.number().int().min(1).max(OPTIONS_PAGE_SIZE).catch(OPTIONS_PAGE_SIZE),
});
export type RespondentNamesQuery = z.output<typeof respondentNamesQuerySchema>;

/**
 * RESP-08: `respondents_{campaign name}.xlsx`. Characters that no file system takes (\ / : * ? " < > |)
 * become '_', so the name is the same whichever computer saves it.
 */
export function respondentsFileName(campaignName: string): string {
  return `respondents_${campaignName.replace(/[\\/:*?"<>|]/g, '_')}.xlsx`;
}
