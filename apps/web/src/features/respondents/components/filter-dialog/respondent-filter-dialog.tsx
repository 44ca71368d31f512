import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { CampaignSurveyQuestion, OptionItem } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { AsyncAutocomplete } from '@/components/async-autocomplete/async-autocomplete';
import { draftsFromTokens, tokensFromDrafts, type AnswerDrafts } from '../respondent-filters';
import { QuestionFilterField } from './question-filter-field';
import { RespondentOptionsProvider } from './respondent-options-provider';

/** What the modal applies: the names and the answer filters (as URL tokens). */
export type RespondentFilterChoice = { names: string[]; tokens: string[] };

export type RespondentFilterDialogProps = {
  open: boolean;
  campaignExternalId: string;
  questions: readonly CampaignSurveyQuestion[];
  value: RespondentFilterChoice;
  onApply: (value: RespondentFilterChoice) => void;
  onClose: () => void;
};

/** RESP-13: the respondent-name multi-entry field, then one control per question of the survey. */
export function RespondentFilterDialog(props: RespondentFilterDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('respondents.filters.title')}</DialogTitle>
      {props.open ? <FilterForm {...props} /> : null}
    </Dialog>
  );
}

const asOptions = (names: readonly string[]): OptionItem[] =>
  names.map((name) => ({ value: name, label: name }));

function FilterForm({ campaignExternalId, questions, value, onApply, onClose }: RespondentFilterDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [names, setNames] = useState<OptionItem[]>(() => asOptions(value.names));
  const [answers, setAnswers] = useState<AnswerDrafts>(() => draftsFromTokens(questions, value.tokens));

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ names: names.map((n) => n.value), tokens: tokensFromDrafts(questions, answers) });
  }
  function setAnswer(questionExternalId: string, next: AnswerDrafts[string] | undefined) {
    setAnswers((previous) => {
      const { [questionExternalId]: _dropped, ...rest } = previous;
      return next === undefined ? rest : { ...rest, [questionExternalId]: next };
    });
  }

  return (
    <>
      <DialogContent dividers>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <Stack component="form" id={formId} noValidate onSubmit={submit} spacing={2.5} sx={{ pt: 1 }}>
            <RespondentOptionsProvider campaignExternalId={campaignExternalId}>
              <AsyncAutocomplete
                kind="names"
                id="respondent-filter-names"
                label={t('respondents.filters.names')}
                helperText={t('respondents.filters.namesHint')}
                value={names}
                onChange={setNames}
                minChars={1}
                limitTags={-1}
              />
            </RespondentOptionsProvider>
            {questions.length === 0 ? (
              <Alert severity="info">{t('respondents.filters.noSurvey')}</Alert>
            ) : null}
            {questions.map((question) => (
              <QuestionFilterField
                key={question.externalId}
                question={question}
                value={answers[question.externalId]}
                onChange={(next) => setAnswer(question.externalId, next)}
              />
            ))}
          </Stack>
        </LocalizationProvider>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <Button
          onClick={() => {
            setNames([]);
            setAnswers({});
          }}
          sx={{ mr: 'auto' }}
        >
          {t('respondents.filters.clear')}
        </Button>
        <Button onClick={onClose}>{t('respondents.filters.cancel')}</Button>
        <Button type="submit" form={formId} variant="contained">
          {t('respondents.filters.apply')}
        </Button>
      </DialogActions>
    </>
  );
}
