import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DataColumn } from '@/components/data-table/data-table-types';
import type { CampaignSurveyQuestion, RespondentRow, RespondentsSortQuery } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { SortSelect } from '@/components/data-table/sort-select';
import { formatDateTime } from '@/lib/format';
import { answerText } from './answer-text';

export type RespondentCardsProps = {
  label: string;
  questions: readonly CampaignSurveyQuestion[];
  columns: DataColumn<RespondentRow>[];
  rows: readonly RespondentRow[];
  loading: boolean;
  sort: RespondentsSortQuery;
  onSortChange: (sort: RespondentsSortQuery) => void;
  selection: readonly string[];
  onSelectionChange: (ids: string[]) => void;
};

/**
 * The table on a phone: a card per respondent with a checkbox (RESP-05), each question in full with its
 * answer, and the sort as one choice, all within the screen's width.
 */
export function RespondentCards(props: RespondentCardsProps) {
  const { t } = useTranslation();
  const { questions, rows, selection, onSelectionChange } = props;
  const selected = new Set(selection);
  const yesNo = { yes: t('respondents.answer.yes'), no: t('respondents.answer.no') };
  const toggle = (id: string) =>
    onSelectionChange(selected.has(id) ? selection.filter((other) => other !== id) : [...selection, id]);

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <SortSelect columns={props.columns} sort={props.sort} onSortChange={props.onSortChange} />
      <Box sx={{ height: 4 }}>{props.loading ? <LinearProgress aria-label={t('app.loading')} /> : null}</Box>
      <Box component="ul" aria-label={props.label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.candidateExternalId}
            sx={{ display: 'flex', gap: 0.5, px: 1, py: 1.5, borderTop: '1px solid', borderColor: 'divider' }}
          >
            <Checkbox
              checked={selected.has(row.candidateExternalId)}
              onChange={() => toggle(row.candidateExternalId)}
              slotProps={{ input: { 'aria-label': t('dataTable.selectRow', { name: row.candidateName }) } }}
              sx={{ mt: -0.75, alignSelf: 'flex-start' }}
            />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.candidateName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('respondents.card.completed', { date: formatDateTime(row.completedAt) })}
              </Typography>
              <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gap: 0.75 }}>
                {questions.map((q) => {
                  const text = answerText(
                    row.answers.find((a) => a.questionExternalId === q.externalId),
                    yesNo,
                  );
                  return (
                    <Box key={q.externalId}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {q.question}
                      </Typography>
                      <Typography
                        component="dd"
                        variant="body2"
                        color={text ? 'text.primary' : 'text.secondary'}
                        sx={{ m: 0, overflowWrap: 'anywhere', fontStyle: text ? undefined : 'italic' }}
                      >
                        {text || t('respondents.card.unanswered')}
                      </Typography>
                    </Box>
                  );
                })}
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
