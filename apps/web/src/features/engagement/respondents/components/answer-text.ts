import type { RespondentAnswer } from '@talent-desk/shared';
import { formatDate } from '@/lib/format';

/** RESP-12: a question column's header is cut to 25 characters (the full text shows on hover). */
export const QUESTION_HEADER_MAX = 25;

export function questionHeader(text: string): string {
  return text.length > QUESTION_HEADER_MAX ? `${text.slice(0, QUESTION_HEADER_MAX).trimEnd()}…` : text;
}

export type YesNo = { yes: string; no: string };

/** An answer as the table shows it: Yes/No, the number, DD-MM-YYYY, the chosen options' texts. */
export function answerText(answer: RespondentAnswer | undefined, yesNo: YesNo): string {
  if (!answer) return '';
  switch (answer.type) {
    case 'BOOLEAN':
      return answer.answer ? yesNo.yes : yesNo.no;
    case 'NUMBER':
      return String(answer.answer);
    case 'DATE':
      return formatDate(answer.answer);
    default:
      return answer.answer.join(', ');
  }
}
