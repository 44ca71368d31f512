import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { SurveyQuestionType } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';

/** An option as shown: `key` is what an answer holds (the option's id on the public page), `label` its text. */
export type SurveyViewOption = { key: string; label: string };

/** A question as a candidate sees it. */
export type SurveyViewQuestion = {
  key: string;
  question: string;
  type: SurveyQuestionType;
  mandatory: boolean;
  options: readonly SurveyViewOption[];
};

/**
 * An answer as the form holds it: text (yes/no as 'true'/'false', a number or a date as typed, one
 * option key; '' for none) or the chosen option keys of a multiple choice.
 */
export type SurveyViewAnswer = string | string[];

export type SurveyQuestionFieldProps = {
  question: SurveyViewQuestion;
  /** 1-based position, shown before the text. */
  position: number;
  value: SurveyViewAnswer | undefined;
  onChange: (value: SurveyViewAnswer) => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
};

/** Digits with one decimal point and a leading minus: what a number answer may hold while typed. */
function numberInput(text: string): string {
  const cleaned = text.replace(/[^\d.-]/g, '');
  const sign = cleaned.startsWith('-') ? '-' : '';
  const [whole = '', ...fraction] = cleaned.replace(/-/g, '').split('.');
  return sign + whole + (fraction.length > 0 ? `.${fraction.join('')}` : '');
}

/** One question's control by its type, with its mandatory mark and its error under it. */
export function SurveyQuestionField({
  question: q,
  position,
  value,
  onChange,
  error,
  disabled,
}: SurveyQuestionFieldProps) {
  const { t } = useTranslation();
  const id = `survey-q-${position}`;
  const label = `${position}. ${q.question}`;
  const text = typeof value === 'string' ? value : '';
  const chosen = Array.isArray(value) ? value : [];
  const helper = error ? (
    <FormHelperText id={`${id}-error`} error>
      {error}
    </FormHelperText>
  ) : null;
  const describedBy = error ? `${id}-error` : undefined;

  switch (q.type) {
    case 'BOOLEAN':
    case 'SINGLE_CHOICE': {
      const choices =
        q.type === 'BOOLEAN'
          ? [
              { key: 'true', label: t('survey.yes') },
              { key: 'false', label: t('survey.no') },
            ]
          : q.options;
      return (
        <FormControl required={q.mandatory} error={Boolean(error)} disabled={disabled}>
          <FormLabel id={`${id}-label`}>{label}</FormLabel>
          <RadioGroup
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy}
            value={text}
            onChange={(e) => onChange(e.target.value)}
          >
            {choices.map((choice) => (
              <FormControlLabel
                key={choice.key}
                value={choice.key}
                control={<Radio />}
                label={choice.label}
              />
            ))}
          </RadioGroup>
          {helper}
        </FormControl>
      );
    }
    case 'MULTIPLE_CHOICE':
      return (
        <FormControl
          component="fieldset"
          required={q.mandatory}
          error={Boolean(error)}
          disabled={disabled}
          aria-describedby={describedBy}
        >
          <FormLabel component="legend">{label}</FormLabel>
          <FormGroup>
            {q.options.map((choice) => (
              <FormControlLabel
                key={choice.key}
                label={choice.label}
                control={
                  <Checkbox
                    checked={chosen.includes(choice.key)}
                    onChange={(e) =>
                      onChange(
                        e.target.checked ? [...chosen, choice.key] : chosen.filter((c) => c !== choice.key),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {helper}
        </FormControl>
      );
    case 'SELECT':
      return (
        <TextField
          id={id}
          select
          label={label}
          required={q.mandatory}
          disabled={disabled}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          error={Boolean(error)}
          helperText={error}
          fullWidth
        >
          {q.options.map((choice) => (
            <MenuItem key={choice.key} value={choice.key}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'DATE':
    case 'NUMBER':
      return (
        <TextField
          id={id}
          type={q.type === 'DATE' ? 'date' : 'text'}
          label={label}
          required={q.mandatory}
          disabled={disabled}
          value={text}
          onChange={(e) => onChange(q.type === 'NUMBER' ? numberInput(e.target.value) : e.target.value)}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: q.type === 'NUMBER' ? { inputMode: 'decimal' } : undefined,
          }}
          sx={{ maxWidth: 320 }}
        />
      );
  }
}
