import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SurveyQuestionType } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';

/** A question as a candidate sees it. */
export type SurveyViewQuestion = {
  key: string;
  question: string;
  type: SurveyQuestionType;
  mandatory: boolean;
  options: readonly string[];
};

type Answer = string | string[];

/**
 * A survey exactly as the public survey page shows it to a candidate: the title, the description and one
 * control per question by its type (yes/no, date, drop-down, single or multiple choice, number), with
 * mandatory questions marked. Answers are kept locally (the preview submits nothing).
 */
export function SurveyView({
  title,
  description,
  questions,
}: {
  title: string;
  description: string | null;
  questions: readonly SurveyViewQuestion[];
}) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const set = (key: string, value: Answer) => setAnswers((current) => ({ ...current, [key]: value }));

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {title || t('survey.untitled')}
        </Typography>
        {description ? (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{description}</Typography>
        ) : null}
      </Stack>
      {questions.map((q, index) => {
        const id = `survey-q-${index}`;
        const label = `${index + 1}. ${q.question}`;
        const value = answers[q.key];
        const text = typeof value === 'string' ? value : '';
        const chosen = Array.isArray(value) ? value : [];
        switch (q.type) {
          case 'BOOLEAN':
          case 'SINGLE_CHOICE': {
            const choices = q.type === 'BOOLEAN' ? [t('survey.yes'), t('survey.no')] : q.options;
            return (
              <FormControl key={q.key} required={q.mandatory}>
                <FormLabel id={`${id}-label`}>{label}</FormLabel>
                <RadioGroup
                  aria-labelledby={`${id}-label`}
                  value={text}
                  onChange={(e) => set(q.key, e.target.value)}
                >
                  {choices.map((choice) => (
                    <FormControlLabel key={choice} value={choice} control={<Radio />} label={choice} />
                  ))}
                </RadioGroup>
              </FormControl>
            );
          }
          case 'MULTIPLE_CHOICE':
            return (
              <FormControl key={q.key} component="fieldset" required={q.mandatory}>
                <FormLabel component="legend">{label}</FormLabel>
                <FormGroup>
                  {q.options.map((choice) => (
                    <FormControlLabel
                      key={choice}
                      label={choice}
                      control={
                        <Checkbox
                          checked={chosen.includes(choice)}
                          onChange={(e) =>
                            set(
                              q.key,
                              e.target.checked ? [...chosen, choice] : chosen.filter((c) => c !== choice),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </FormControl>
            );
          case 'SELECT':
            return (
              <TextField
                key={q.key}
                id={id}
                select
                label={label}
                required={q.mandatory}
                value={text}
                onChange={(e) => set(q.key, e.target.value)}
                fullWidth
              >
                {q.options.map((choice) => (
                  <MenuItem key={choice} value={choice}>
                    {choice}
                  </MenuItem>
                ))}
              </TextField>
            );
          case 'DATE':
          case 'NUMBER':
            return (
              <TextField
                key={q.key}
                id={id}
                type={q.type === 'DATE' ? 'date' : 'text'}
                label={label}
                required={q.mandatory}
                value={text}
                onChange={(e) =>
                  set(q.key, q.type === 'NUMBER' ? e.target.value.replace(/\D/g, '') : e.target.value)
                }
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: q.type === 'NUMBER' ? { inputMode: 'numeric' } : undefined,
                }}
                sx={{ maxWidth: 320 }}
              />
            );
        }
      })}
    </Stack>
  );
}
