import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  APPLICATION_ANSWER_KEYS,
  type ApplicationAnswerKey,
  type PublicApplicationInput,
} from '@talent-desk/shared';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The radio value of an answer: none chosen until the applicant picks one (the questions are optional). */
const radioValue = (answer: unknown) => (answer === true ? 'yes' : answer === false ? 'no' : '');

type AnswerProps = { name: ApplicationAnswerKey };

/**
 * One yes/no question as a radio group: a fieldset whose legend is the question, so a screen reader
 * announces it with each choice; the arrow keys move between Yes and No as in any radio group.
 */
function Answer({ name }: AnswerProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<PublicApplicationInput>();
  const labelId = `apply-${name}-label`;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)}>
          <FormLabel component="legend" id={labelId}>
            {t(`apply.questions.${name}`)}
          </FormLabel>
          <RadioGroup
            row
            name={field.name}
            aria-labelledby={labelId}
            value={radioValue(field.value)}
            onChange={(_event, value) => field.onChange(value === 'yes')}
            onBlur={field.onBlur}
          >
            <FormControlLabel
              value="yes"
              control={<Radio slotProps={{ input: { ref: field.ref } }} />}
              label={t('apply.questions.yes')}
            />
            <FormControlLabel value="no" control={<Radio />} label={t('apply.questions.no')} />
          </RadioGroup>
          {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}

/** The optional yes/no questions about the work (recruiters pick audiences by the answers, AUD-17). */
export function ApplicationQuestions() {
  const { t } = useTranslation();
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="apply-questions-heading">
      <div>
        <Typography id="apply-questions-heading" variant="h3" component="h3" sx={{ fontSize: '1.1rem' }}>
          {t('apply.questions.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('apply.questions.hint')}
        </Typography>
      </div>
      {APPLICATION_ANSWER_KEYS.map((name) => (
        <Answer key={name} name={name} />
      ))}
    </Stack>
  );
}
