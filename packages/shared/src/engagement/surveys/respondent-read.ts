import { z } from 'zod';

const answerOf = { questionExternalId: z.uuid() };

/**
 * One answer of a respondent as the table shows it: BOOLEAN true/false, NUMBER a number, DATE
 * 'YYYY-MM-DD', a choice question the chosen options' texts in the question's order. A question left
 * unanswered has no entry.
 */
export const respondentAnswerSchema = z.discriminatedUnion('type', [
  z.object({ ...answerOf, type: z.literal('BOOLEAN'), answer: z.boolean() }),
  z.object({ ...answerOf, type: z.literal('NUMBER'), answer: z.number() }),
  z.object({ ...answerOf, type: z.literal('DATE'), answer: z.iso.date() }),
  z.object({
    ...answerOf,
    type: z.enum(['SELECT', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE']),
    answer: z.array(z.string()),
  }),
]);
export type RespondentAnswer = z.output<typeof respondentAnswerSchema>;

/** RESP-22: a candidate who submitted the campaign's survey; completedAt is when (UTC ISO). */
export const respondentRowSchema = z.object({
  candidateExternalId: z.uuid(),
  candidateName: z.string(),
  completedAt: z.string(),
  answers: z.array(respondentAnswerSchema),
});
export type RespondentRow = z.output<typeof respondentRowSchema>;

/**
 * The listing (RESP-10, no paging: RESP-11): the first `limit` matching rows in the asked order,
 * `totalElements` matching in all, and `totalRespondents` of the campaign whatever the filters, so the
 * page can tell "no responses yet" (RESP-20) from "nothing matches" (RESP-21).
 */
export const respondentsResponseSchema = z.object({
  content: z.array(respondentRowSchema),
  totalElements: z.number().int(),
  totalRespondents: z.number().int(),
  limit: z.number().int(),
});
export type RespondentsResponse = z.output<typeof respondentsResponseSchema>;
