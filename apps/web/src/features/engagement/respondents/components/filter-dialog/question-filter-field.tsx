import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { CampaignSurveyQuestion } from '@talent-desk/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { BooleanFilter } from '@/components/filter-panel/boolean-filter';
import { SelectFilter } from '@/components/filter-panel/select-filter';
import type { AnswerDraft } from '../respondent-filters';
import { DATE_PICKER_FORMAT } from '@/lib/format';

export type QuestionFilterFieldProps = {
  question: CampaignSurveyQuestion;
  value: AnswerDraft | undefined;
  onChange: (value: AnswerDraft | undefined) => void;
};

const DAY = 'YYYY-MM-DD';

/**
 * One control per question (RESP-13): SINGLE_CHOICE and SELECT a single pick (RESP-14), MULTIPLE_CHOICE
 * several (RESP-15), BOOLEAN Yes/No (RESP-16), NUMBER digits only (RESP-17), DATE shown DD-MM-YYYY
 * (RESP-18). The label is the whole question.
 */
export function QuestionFilterField({ question, value, onChange }: QuestionFilterFieldProps) {
  const { t } = useTranslation();
  const id = `respondent-filter-${question.externalId}`;
  const label = question.question;
  switch (question.type) {
    case 'BOOLEAN':
      return (
        <BooleanFilter
          id={id}
          label={label}
          trueLabel={t('respondents.filters.yes')}
          falseLabel={t('respondents.filters.no')}
          value={typeof value === 'boolean' ? value : undefined}
          onChange={onChange}
          coloured={false}
        />
      );
    case 'NUMBER':
      return (
        <TextField
          id={id}
          size="small"
          label={label}
          value={typeof value === 'string' ? value : ''}
          // Digits only: anything else typed or pasted is dropped as it arrives.
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, 12);
            onChange(digits === '' ? undefined : digits);
          }}
          helperText={t('respondents.filters.numberHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        />
      );
    case 'DATE':
      return (
        <DatePicker
          label={label}
          format={DATE_PICKER_FORMAT}
          value={typeof value === 'string' ? dayjs(value) : null}
          onChange={(next) => onChange(next?.isValid() ? next.format(DAY) : undefined)}
          slotProps={{
            textField: { id, size: 'small', helperText: t('respondents.filters.dateHint') },
            field: { clearable: true },
          }}
        />
      );
    case 'MULTIPLE_CHOICE': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <Autocomplete
          multiple
          id={id}
          size="small"
          options={question.options}
          value={question.options.filter((o) => chosen.includes(o.externalId))}
          onChange={(_event, next) => onChange(next.length > 0 ? next.map((o) => o.externalId) : undefined)}
          getOptionLabel={(option) => option.value}
          isOptionEqualToValue={(option, other) => option.externalId === other.externalId}
          filterSelectedOptions
          disableCloseOnSelect
          slotProps={{ chip: { size: 'small' } }}
          renderInput={(params) => (
            <TextField {...params} label={label} helperText={t('respondents.filters.choicesHint')} />
          )}
        />
      );
    }
    default:
      return (
        <SelectFilter
          id={id}
          label={label}
          options={question.options.map((o) => ({ value: o.externalId, label: o.value }))}
          value={typeof value === 'string' ? value : undefined}
          onChange={onChange}
          hint={t('respondents.filters.choiceHint')}
        />
      );
  }
}
