import { z } from 'zod';

/** ENUM-20: the survey question types. */
export const SURVEY_QUESTION_TYPES = [
  'BOOLEAN',
  'DATE',
  'SELECT',
  'SINGLE_CHOICE',
  'NUMBER',
  'MULTIPLE_CHOICE',
] as const;
export const surveyQuestionTypeSchema = z.enum(SURVEY_QUESTION_TYPES);
export type SurveyQuestionType = z.infer<typeof surveyQuestionTypeSchema>;

// The spec lists keys only; these labels are ours.
export const SURVEY_QUESTION_TYPE_LABELS = {
  BOOLEAN: 'Yes / No',
  DATE: 'Date',
  SELECT: 'Select (drop-down)',
  SINGLE_CHOICE: 'Single choice',
  NUMBER: 'Number',
  MULTIPLE_CHOICE: 'Multiple choice',
} as const satisfies Record<SurveyQuestionType, string>;

/** STPL-10: only these question types have options. */
export const QUESTION_TYPES_WITH_OPTIONS: ReadonlySet<SurveyQuestionType> = new Set([
  'SELECT',
  'SINGLE_CHOICE',
  'MULTIPLE_CHOICE',
]);

export function questionHasOptions(type: SurveyQuestionType): boolean {
  return QUESTION_TYPES_WITH_OPTIONS.has(type);
}
