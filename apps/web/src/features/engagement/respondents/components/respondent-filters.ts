import {
  respondentFilterSchema,
  type CampaignSurveyQuestion,
  type RespondentFilter,
} from '@talent-desk/shared';

/**
 * A question's filter as the modal holds it: yes/no a boolean, NUMBER the typed digits, DATE a day
 * (YYYY-MM-DD), SELECT and SINGLE_CHOICE one option id, MULTIPLE_CHOICE option ids. Absent: no filter.
 */
export type AnswerDraft = boolean | string | string[];
export type AnswerDrafts = Readonly<Record<string, AnswerDraft>>;

/**
 * In the URL a filter is `questionExternalId:value`, one per condition (each chosen option of a multiple
 * choice its own), so that a link reproduces the view (docs/architecture.md §4).
 */
export const filterToken = (questionExternalId: string, value: string) => `${questionExternalId}:${value}`;

function splitToken(token: string): [string, string] | null {
  const at = token.indexOf(':');
  return at > 0 ? [token.slice(0, at), token.slice(at + 1)] : null;
}

/** One condition as RESP-23 sends it, or null when the value does not fit the question. */
function filterOf(question: CampaignSurveyQuestion, value: string): RespondentFilter | null {
  const base = { question: question.question, questionExternalId: question.externalId };
  let item: unknown;
  switch (question.type) {
    case 'BOOLEAN':
      item = {
        ...base,
        type: question.type,
        booleanValue: value === 'true' ? true : value === 'false' ? false : value,
      };
      break;
    case 'NUMBER':
      item = { ...base, type: question.type, minNumericValue: /^\d+$/.test(value) ? Number(value) : value };
      break;
    case 'DATE':
      item = { ...base, type: question.type, availabilityDate: value };
      break;
    default: {
      const option = question.options.find((o) => o.externalId === value);
      if (!option) return null;
      item = { ...base, type: question.type, choiceExternalId: option.externalId, choiceValue: option.value };
    }
  }
  const parsed = respondentFilterSchema.safeParse(item);
  return parsed.success ? parsed.data : null;
}

/** The URL's filters as the listing body's items; one naming no question of this survey is left out. */
export function filtersFromTokens(
  questions: readonly CampaignSurveyQuestion[],
  tokens: readonly string[],
): RespondentFilter[] {
  const byId = new Map(questions.map((q) => [q.externalId, q]));
  return tokens.flatMap((token) => {
    const parts = splitToken(token);
    const question = parts ? byId.get(parts[0]) : undefined;
    const item = parts && question ? filterOf(question, parts[1]) : null;
    return item ? [item] : [];
  });
}

/** The modal's drafts of the URL's (valid) filters. */
export function draftsFromTokens(
  questions: readonly CampaignSurveyQuestion[],
  tokens: readonly string[],
): Record<string, AnswerDraft> {
  const drafts: Record<string, AnswerDraft> = {};
  for (const item of filtersFromTokens(questions, tokens)) {
    const id = item.questionExternalId;
    if (item.type === 'BOOLEAN') drafts[id] = item.booleanValue;
    else if (item.type === 'NUMBER') drafts[id] = String(item.minNumericValue);
    else if (item.type === 'DATE') drafts[id] = item.availabilityDate;
    else if (item.type === 'MULTIPLE_CHOICE') {
      const chosen = drafts[id];
      drafts[id] = [...(Array.isArray(chosen) ? chosen : []), item.choiceExternalId];
    } else drafts[id] = item.choiceExternalId;
  }
  return drafts;
}

/** The modal's drafts as URL filters, in the survey's order; empty drafts are no filter. */
export function tokensFromDrafts(
  questions: readonly CampaignSurveyQuestion[],
  drafts: AnswerDrafts,
): string[] {
  return questions.flatMap((q) => {
    const draft = drafts[q.externalId];
    if (draft === undefined || draft === '') return [];
    const values = Array.isArray(draft) ? draft : [String(draft)];
    return values.map((value) => filterToken(q.externalId, value));
  });
}

/** RESP-06: the badge counts the fields in use: the names, and each question with a filter. */
export function activeFilterCount(names: readonly string[], filters: readonly RespondentFilter[]): number {
  return (names.length > 0 ? 1 : 0) + new Set(filters.map((f) => f.questionExternalId)).size;
}
