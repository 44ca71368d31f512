import { z } from 'zod';
import { questionHasOptions, surveyQuestionTypeSchema } from '../enums/survey-question-type.js';
import {
  MESSAGES,
  type QueryPairs,
  pageQuerySchema,
  sortOrderSchema,
  longText,
  plainText,
} from '../../core/index.js';

export const SURVEY_TEMPLATE_LIMITS = {
  titleMin: 2,
  titleMax: 255,
  descriptionMax: 1000,
  questionMin: 2,
  questionMax: 250,
  optionMax: 250,
  questionsMax: 50,
  optionsMax: 30,
  /** A choice needs something to choose between. */
  optionsMin: 2,
} as const;

export const SURVEY_TEMPLATE_MESSAGES = {
  titleLength: `Title must be ${SURVEY_TEMPLATE_LIMITS.titleMin} to ${SURVEY_TEMPLATE_LIMITS.titleMax} characters`,
  descriptionLength: `Description must be at most ${SURVEY_TEMPLATE_LIMITS.descriptionMax} characters`,
  questionLength: `Question must be ${SURVEY_TEMPLATE_LIMITS.questionMin} to ${SURVEY_TEMPLATE_LIMITS.questionMax} characters`,
  optionRequired: 'Option value is required',
  optionLength: `Option must be at most ${SURVEY_TEMPLATE_LIMITS.optionMax} characters`,
  optionsNeeded: `Give at least ${SURVEY_TEMPLATE_LIMITS.optionsMin} options`,
  optionsNotAllowed: 'Only Select, Single choice and Multiple choice questions have options',
  optionDuplicate: 'Each option must be different',
  questionsNeeded: 'Add at least one question',
  titleTaken: 'A survey template with this title already exists',
  notFound: 'Survey template not found',
  created: 'Survey template created',
  updated: 'Survey template updated',
} as const;

const optionSchema = z.strictObject({
  value: plainText({ error: SURVEY_TEMPLATE_MESSAGES.optionRequired })
    .min(1, SURVEY_TEMPLATE_MESSAGES.optionRequired)
    .max(SURVEY_TEMPLATE_LIMITS.optionMax, SURVEY_TEMPLATE_MESSAGES.optionLength),
});

/** One question (STPL-02/06/07/10); `orderNo` is 1-based (STPL-03) and decides the order. */
export const surveyQuestionBodySchema = z
  .strictObject({
    text: plainText({ error: MESSAGES.mandatoryField })
      .min(SURVEY_TEMPLATE_LIMITS.questionMin, SURVEY_TEMPLATE_MESSAGES.questionLength)
      .max(SURVEY_TEMPLATE_LIMITS.questionMax, SURVEY_TEMPLATE_MESSAGES.questionLength),
    type: surveyQuestionTypeSchema,
    mandatory: z.boolean().default(false),
    orderNo: z.number().int().min(1),
    surveyOptions: z.array(optionSchema).max(SURVEY_TEMPLATE_LIMITS.optionsMax).default([]),
  })
  .superRefine((question, ctx) => {
    const withOptions = questionHasOptions(question.type);
    if (!withOptions && question.surveyOptions.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['surveyOptions'],
        message: SURVEY_TEMPLATE_MESSAGES.optionsNotAllowed,
      });
    }
    if (withOptions && question.surveyOptions.length < SURVEY_TEMPLATE_LIMITS.optionsMin) {
      ctx.addIssue({
        code: 'custom',
        path: ['surveyOptions'],
        message: SURVEY_TEMPLATE_MESSAGES.optionsNeeded,
      });
    }
    const seen = new Set<string>();
    question.surveyOptions.forEach((option, i) => {
      const key = option.value.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['surveyOptions', i, 'value'],
          message: SURVEY_TEMPLATE_MESSAGES.optionDuplicate,
        });
      }
      seen.add(key);
    });
  });
export type SurveyQuestionBody = z.output<typeof surveyQuestionBodySchema>;

/**
 * POST /api/engagement/survey-templates and PUT .../{id} (STPL-11/12). The questions are stored in
 * orderNo order and renumbered 1..n, so gaps or a drag-and-drop's order always come out 1-based.
 */
export const surveyTemplateBodySchema = z
  .strictObject({
    title: plainText({ error: MESSAGES.mandatoryField })
      .min(SURVEY_TEMPLATE_LIMITS.titleMin, SURVEY_TEMPLATE_MESSAGES.titleLength)
      .max(SURVEY_TEMPLATE_LIMITS.titleMax, SURVEY_TEMPLATE_MESSAGES.titleLength),
    description: longText()
      .max(SURVEY_TEMPLATE_LIMITS.descriptionMax, SURVEY_TEMPLATE_MESSAGES.descriptionLength)
      .nullish()
      .transform((v) => v || null),
    questions: z
      .array(surveyQuestionBodySchema)
      .min(1, SURVEY_TEMPLATE_MESSAGES.questionsNeeded)
      .max(SURVEY_TEMPLATE_LIMITS.questionsMax),
  })
  .transform((body) => ({
    ...body,
    questions: [...body.questions]
      .map((question, index) => ({ question, index }))
      .sort((a, b) => a.question.orderNo - b.question.orderNo || a.index - b.index)
      .map(({ question }, i) => ({ ...question, orderNo: i + 1 })),
  }));
export type SurveyTemplateBody = z.output<typeof surveyTemplateBodySchema>;
export type SurveyTemplateBodyInput = z.input<typeof surveyTemplateBodySchema>;

/** STPL-13: GET /api/engagement/survey-templates/{id}, also the answer of create and update. */
export const surveyTemplateDetailSchema = z.object({
  externalId: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  questions: z.array(
    z.object({
      externalId: z.uuid(),
      question: z.string(),
      type: surveyQuestionTypeSchema,
      mandatory: z.boolean(),
      orderNo: z.number().int(),
      options: z.array(z.object({ externalId: z.uuid(), value: z.string() })),
    }),
  ),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SurveyTemplateDetail = z.output<typeof surveyTemplateDetailSchema>;

export const SURVEY_TEMPLATE_SORT_COLUMNS = ['title', 'questionCount', 'updatedAt'] as const;
export const surveyTemplateSortColumnSchema = z.enum(SURVEY_TEMPLATE_SORT_COLUMNS);
export type SurveyTemplateSortColumn = z.infer<typeof surveyTemplateSortColumnSchema>;

/** GET /api/engagement/survey-templates?page&size&column&order&search (part of the title). */
export const surveyTemplateListQuerySchema = z.object({
  ...pageQuerySchema.shape,
  column: surveyTemplateSortColumnSchema.default('updatedAt'),
  order: sortOrderSchema.default('desc'),
  search: plainText().max(200).optional(),
});
export type SurveyTemplateListQuery = z.output<typeof surveyTemplateListQuerySchema>;

export const surveyTemplateRowSchema = z.object({
  externalId: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  questionCount: z.number().int(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type SurveyTemplateRow = z.output<typeof surveyTemplateRowSchema>;

export function surveyTemplateListQueryToQueryPairs(query: SurveyTemplateListQuery): QueryPairs {
  const pairs: QueryPairs = [
    ['page', String(query.page)],
    ['size', String(query.size)],
    ['column', query.column],
    ['order', query.order],
  ];
  if (query.search) pairs.push(['search', query.search]);
  return pairs;
}
