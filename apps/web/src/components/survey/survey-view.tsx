import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SurveyQuestionField, type SurveyViewAnswer, type SurveyViewQuestion } from './survey-question-field';

export type { SurveyViewAnswer, SurveyViewOption, SurveyViewQuestion } from './survey-question-field';

export type SurveyViewProps = {
  title: string;
  description: string | null;
  questions: readonly SurveyViewQuestion[];
  /** The heading's level: h1 on the public survey page, h2 inside the template preview dialog. */
  titleComponent?: 'h1' | 'h2';
  /** Answers held by the caller (the public survey); without them the view keeps its own (the preview). */
  answers?: Readonly<Record<string, SurveyViewAnswer>>;
  onAnswer?: (key: string, value: SurveyViewAnswer) => void;
  /** An error under a question, by its key. */
  errors?: Readonly<Record<string, string>>;
  disabled?: boolean;
};

/**
 * A survey exactly as the public survey page shows it to a candidate: the title, the description and one
 * control per question by its type (yes/no, date, drop-down, single or multiple choice, number), with
 * mandatory questions marked. The template preview lets it keep its own answers; the public page holds
 * them, checks them and shows the errors.
 */
export function SurveyView({
  title,
  description,
  questions,
  titleComponent = 'h2',
  answers,
  onAnswer,
  errors = {},
  disabled,
}: SurveyViewProps) {
  const { t } = useTranslation();
  const [own, setOwn] = useState<Record<string, SurveyViewAnswer>>({});
  const current = answers ?? own;
  const set = (key: string, value: SurveyViewAnswer) => {
    if (onAnswer) onAnswer(key, value);
    else setOwn((previous) => ({ ...previous, [key]: value }));
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h2" component={titleComponent} sx={{ overflowWrap: 'anywhere' }}>
          {title || t('survey.untitled')}
        </Typography>
        {description ? (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{description}</Typography>
        ) : null}
      </Stack>
      {questions.map((q, index) => (
        <SurveyQuestionField
          key={q.key}
          question={q}
          position={index + 1}
          value={current[q.key]}
          onChange={(value) => set(q.key, value)}
          error={errors[q.key]}
          disabled={disabled}
        />
      ))}
    </Stack>
  );
}
