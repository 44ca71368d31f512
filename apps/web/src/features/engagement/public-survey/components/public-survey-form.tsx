import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PUBLIC_SURVEY_MESSAGES, type ApiFieldError, type PublicSurvey } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { SurveyView, type SurveyViewAnswer } from '@/components/survey/survey-view';
import { FormError } from '@/components/form/form-error';
import { isApiError } from '@/lib/http';
import { useSubmitPublicSurvey } from '../api/submit-public-survey';
import { linkProblem } from '../link-problem';
import { answerErrors, submissionOf, viewQuestions, type MessageKey } from '../survey-form-answers';

/**
 * How the survey ended for this visit: answered now, answered before (409), closed meanwhile (409), or
 * its links expired meanwhile (410).
 */
export type SurveyOutcome = 'thanks' | 'already' | 'closed' | 'expired';

export type PublicSurveyFormProps = {
  token: string;
  survey: PublicSurvey;
  onDone: (outcome: SurveyOutcome) => void;
};

/** The server's 400 names each question as `answers.{id}`, with the answer check's key as its code. */
function serverErrors(fields: readonly ApiFieldError[]): Record<string, MessageKey> {
  return Object.fromEntries(
    fields.flatMap(({ path, code }) =>
      path.startsWith('answers.') && code !== undefined && Object.hasOwn(PUBLIC_SURVEY_MESSAGES, code)
        ? [[path.slice('answers.'.length), code as MessageKey]]
        : [],
    ),
  );
}

/**
 * The survey form: the shared SurveyView holding the candidate's answers, checked by the same rules
 * as the API before sending (each refused answer says why under its question), then sent once.
 */
export function PublicSurveyForm({ token, survey, onDone }: PublicSurveyFormProps) {
  const { t } = useTranslation();
  const submit = useSubmitPublicSurvey(token);
  const [answers, setAnswers] = useState<Record<string, SurveyViewAnswer>>({});
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});
  const [failed, setFailed] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const questions = viewQuestions(survey.questions);
  const errorCount = Object.keys(errors).length;

  const answer = (key: string, value: SurveyViewAnswer) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _fixed, ...rest }) => rest);
  };

  const showErrors = (found: Record<string, MessageKey>) => {
    setErrors(found);
    // The summary takes the focus: on a phone the first error may be far above the button.
    requestAnimationFrame(() => summary.current?.focus());
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const found = answerErrors(survey.questions, answers);
    if (Object.keys(found).length > 0) return showErrors(found);
    submit.mutate(submissionOf(survey.questions, answers), {
      onSuccess: () => onDone('thanks'),
      onError: (error) => {
        if (isApiError(error) && error.code === 'ALREADY_SUBMITTED') return onDone('already');
        if (isApiError(error) && error.code === 'CAMPAIGN_CLOSED') return onDone('closed');
        if (linkProblem(error) === 'expired') return onDone('expired');
        const fromServer = isApiError(error) && error.status === 400 ? serverErrors(error.fields) : {};
        if (Object.keys(fromServer).length > 0) showErrors(fromServer);
        else setFailed(true);
      },
    });
  };

  const translated = Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [key, t(`publicSurvey.messages.${message}`)]),
  );
  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 4 } }}>
      <Stack spacing={3}>
        <SurveyView
          title={survey.title}
          description={survey.description}
          questions={questions}
          titleComponent="h1"
          answers={answers}
          onAnswer={answer}
          errors={translated}
          disabled={submit.isPending}
        />
        <Typography variant="body2" color="text.secondary">
          {t('publicSurvey.required')}
        </Typography>
        {errorCount > 0 ? (
          <Alert severity="error" ref={summary} tabIndex={-1} sx={{ outline: 'none' }}>
            {t('publicSurvey.fixErrors', { count: errorCount })}
          </Alert>
        ) : null}
        <FormError message={failed ? t('publicSurvey.sendFailed') : null} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={submit.isPending}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {submit.isPending ? t('publicSurvey.sending') : t('publicSurvey.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
