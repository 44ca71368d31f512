import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { CampaignSurveyQuestion, OptionItem } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { AsyncAutocomplete } from '@/components/async-autocomplete/async-autocomplete';
import { FormDialog } from '@/components/form/form-dialog';
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
  // Mounted only while open: each opening starts from the filters applied.
  return props.open ? <FilterForm {...props} /> : null;
}

const asOptions = (names: readonly string[]): OptionItem[] =>
  names.map((name) => ({ value: name, label: name }));

function FilterForm({ campaignExternalId, questions, value, onApply, onClose }: RespondentFilterDialogProps) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
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
    <FormDialog
      title={t('respondents.filters.title')}
      onClose={onClose}
      onSubmit={submit}
      cancelLabel={t('respondents.filters.cancel')}
      submitLabel={t('respondents.filters.apply')}
      extraActions={
        <Button
          onClick={() => {
            setNames([]);
            setAnswers({});
          }}
          sx={{ mr: 'auto' }}
        >
          {t('respondents.filters.clear')}
        </Button>
      }
      fullScreen={fullScreen}
      dividers
    >
      <LocalizationProvider dateAdapter={AdapterDayjs}>
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
        {questions.length === 0 ? <Alert severity="info">{t('respondents.filters.noSurvey')}</Alert> : null}
        {questions.map((question) => (
          <QuestionFilterField
            key={question.externalId}
            question={question}
            value={answers[question.externalId]}
            onChange={(next) => setAnswer(question.externalId, next)}
          />
        ))}
      </LocalizationProvider>
    </FormDialog>
  );
}
