import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { SURVEY_TEMPLATE_LIMITS, type SurveyTemplateBodyInput } from '@talent-desk/shared';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';

/**
 * The options of a choice question (STPL-07/08/10): one field each, removable; 'Add option' is disabled
 * while an option is empty, so there is never more than one blank to fill.
 */
export function QuestionOptions({
  control,
  questionIndex,
}: {
  control: Control<SurveyTemplateBodyInput>;
  questionIndex: number;
}) {
  const { t } = useTranslation();
  const name = `questions.${questionIndex}.surveyOptions` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  const values = useWatch({ control, name }) ?? [];
  const hasEmpty = values.some((option) => !option?.value?.trim());
  const full = fields.length >= SURVEY_TEMPLATE_LIMITS.optionsMax;

  return (
    <Stack
      spacing={1.25}
      role="group"
      aria-label={t('surveyTemplates.form.optionsOf', { n: questionIndex + 1 })}
    >
      {fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormTextField
            control={control}
            name={`${name}.${index}.value`}
            size="small"
            label={t('surveyTemplates.form.option', { n: index + 1 })}
            required
            maxLength={SURVEY_TEMPLATE_LIMITS.optionMax}
          />
          <IconButton
            aria-label={t('surveyTemplates.form.removeOption', { n: index + 1 })}
            onClick={() => remove(index)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => append({ value: '' })}
        disabled={hasEmpty || full}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('surveyTemplates.form.addOption')}
      </Button>
    </Stack>
  );
}
