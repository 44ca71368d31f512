import type { RespondentAnswer, RespondentRow } from '@talent-desk/shared';
import type { SheetColumn, SheetValue } from '../../../lib/file-export/xlsx-sink.js';
import type { RespondentQuestion } from './respondent-questions.repo.js';

/** A calendar day as a date cell: UTC midnight is that day in the sheet (exceljs counts in UTC). */
function dayCell(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** An answer as a cell: Yes/No, a number, a real date (DD-MM-YYYY), the chosen options' texts. */
export function answerCell(answer: RespondentAnswer | undefined): SheetValue {
  if (!answer) return null;
  switch (answer.type) {
    case 'BOOLEAN':
      return answer.answer ? 'Yes' : 'No';
    case 'NUMBER':
      return answer.answer;
    case 'DATE':
      return dayCell(answer.answer);
    default:
      return answer.answer.join(', ');
  }
}

const widthOf = (text: string) => Math.min(Math.max(text.length + 2, 12), 45);

/**
 * RESP-08: the name, when the survey was completed, then one column per question headed by its full
 * text (a spreadsheet has room for it; the table cuts it to 25 characters, RESP-12).
 */
export function respondentSheetColumns(
  questions: readonly RespondentQuestion[],
): SheetColumn<RespondentRow>[] {
  return [
    { header: 'Candidate', width: 28, value: (row) => row.candidateName },
    { header: 'Completed', width: 12, value: (row) => new Date(row.completedAt) },
    ...questions.map((q): SheetColumn<RespondentRow> => ({
      header: q.text,
      width: widthOf(q.text),
      value: (row) => answerCell(row.answers.find((a) => a.questionExternalId === q.externalId)),
    })),
  ];
}
