import {
  RESPONDENT_MESSAGES as M,
  type RespondentFilter,
  type RespondentsSortQuery,
} from '@talent-desk/shared';
import type { FieldError } from '../../../lib/validation-fields.js';
import type { RespondentQuestion } from './respondent-questions.repo.js';

/** A filter item checked against the survey: the question's row id and the condition on its answer. */
export type AnswerCondition =
  | { questionId: number; kind: 'boolean'; value: boolean }
  | { questionId: number; kind: 'atLeast'; value: number }
  | { questionId: number; kind: 'hasChoice'; choiceExternalId: string }
  | { questionId: number; kind: 'onOrAfter'; day: string };

export type RespondentOrder =
  | { by: 'candidateName' | 'completedAt'; order: 'asc' | 'desc' }
  | { by: 'question'; question: RespondentQuestion; order: 'asc' | 'desc' };

type Checked<T> = { ok: true; value: T } | { ok: false; fields: FieldError[] };

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

type Refusal = { field: 'type' | 'choiceExternalId'; message: string };

function condition(question: RespondentQuestion, item: RespondentFilter): AnswerCondition | Refusal {
  if (item.type !== question.type) return { field: 'type', message: M.wrongType };
  const questionId = question.id;
  switch (item.type) {
    case 'BOOLEAN':
      return { questionId, kind: 'boolean', value: item.booleanValue };
    case 'NUMBER':
      return { questionId, kind: 'atLeast', value: item.minNumericValue };
    case 'DATE':
      return { questionId, kind: 'onOrAfter', day: item.availabilityDate };
    default: {
      const option = question.options.find((o) => sameId(o.externalId, item.choiceExternalId));
      return option
        ? { questionId, kind: 'hasChoice', choiceExternalId: option.externalId }
        : { field: 'choiceExternalId', message: M.unknownChoice };
    }
  }
}

/**
 * RESP-23 against the campaign's survey: each item names one of its questions, with that question's type
 * and (choices) one of its options; every problem is named by its field (`filters.2.choiceExternalId`).
 */
export function checkFilters(
  questions: readonly RespondentQuestion[],
  filters: readonly RespondentFilter[],
): Checked<AnswerCondition[]> {
  const conditions: AnswerCondition[] = [];
  const fields: FieldError[] = [];
  filters.forEach((item, i) => {
    const question = questions.find((q) => sameId(q.externalId, item.questionExternalId));
    if (!question) {
      fields.push({ path: `filters.${i}.questionExternalId`, message: M.unknownQuestion });
      return;
    }
    const checked = condition(question, item);
    if ('field' in checked) fields.push({ path: `filters.${i}.${checked.field}`, message: checked.message });
    else conditions.push(checked);
  });
  return fields.length > 0 ? { ok: false, fields } : { ok: true, value: conditions };
}

/** RESP-03/04: a fixed column, or a question of this survey (its answers' order). */
export function checkOrder(
  questions: readonly RespondentQuestion[],
  sort: RespondentsSortQuery,
): Checked<RespondentOrder> {
  if (sort.column === 'candidateName' || sort.column === 'completedAt')
    return { ok: true, value: { by: sort.column, order: sort.order } };
  const question = questions.find((q) => sameId(q.externalId, sort.column));
  return question
    ? { ok: true, value: { by: 'question', question, order: sort.order } }
    : { ok: false, fields: [{ path: 'column', message: M.unknownColumn }] };
}
