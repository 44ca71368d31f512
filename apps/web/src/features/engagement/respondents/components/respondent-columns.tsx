import type { DataColumn } from '@/components/data-table/data-table-types';
import type { CampaignSurveyQuestion, RespondentRow } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { CellText } from '@/components/data-table/cell-text';
import { formatDateTime } from '@/lib/format';
import { answerText, questionHeader } from './answer-text';

/** Question columns sort on the server by their answers, so every column is sortable (RESP-03). */
export function respondentColumns(
  questions: readonly CampaignSurveyQuestion[],
  t: TFunction,
): DataColumn<RespondentRow>[] {
  const yesNo = { yes: t('respondents.answer.yes'), no: t('respondents.answer.no') };
  return [
    {
      field: 'candidateName',
      headerName: t('respondents.columns.candidateName'),
      minWidth: 180,
      flex: 1,
      renderCell: ({ row }) => <CellText text={row.candidateName} />,
    },
    {
      field: 'completedAt',
      headerName: t('respondents.columns.completedAt'),
      width: 150,
      valueGetter: (_value, row) => formatDateTime(row.completedAt),
    },
    ...questions.map((q): DataColumn<RespondentRow> => ({
      field: q.externalId,
      // RESP-12: cut to 25 characters; `description` is the header's tooltip with the whole question.
      headerName: questionHeader(q.question),
      description: q.question,
      minWidth: 170,
      flex: 1,
      valueGetter: (_value, row) =>
        answerText(
          row.answers.find((a) => a.questionExternalId === q.externalId),
          yesNo,
        ),
      renderCell: ({ value }) => <CellText text={String(value ?? '')} />,
    })),
  ];
}
