import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  questionHasOptions,
  SURVEY_QUESTION_TYPE_LABELS,
  SURVEY_QUESTION_TYPES,
  SURVEY_TEMPLATE_LIMITS,
  surveyQuestionTypeSchema,
  type SurveyTemplateBodyInput,
} from '@talent-desk/shared';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { QuestionOptions } from './question-options';

export type QuestionCardProps = {
  id: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
};

/**
 * One question of the template: text, type, mandatory and, for choice types, its options. Reordered by
 * dragging the handle (mouse, touch), the arrow keys on the handle, or Move up/down.
 */
export function QuestionCard({ id, index, count, onMove, onRemove }: QuestionCardProps) {
  const { t } = useTranslation();
  const { control, setValue, formState } = useFormContext<SurveyTemplateBodyInput>();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const type = useWatch({ control, name: `questions.${index}.type` });
  const { errors } = useFormState({ control, name: `questions.${index}.surveyOptions` });
  // An error of the whole option list (too few): RHF keeps a field array's own error under `root`.
  const listError = errors.questions?.[index]?.surveyOptions;
  const optionsMessage = listError?.root?.message ?? listError?.message;
  const n = index + 1;

  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      component="section"
      aria-label={t('surveyTemplates.form.question', { n })}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{ p: { xs: 1.5, sm: 2 }, opacity: isDragging ? 0.7 : 1, bgcolor: 'background.paper' }}
    >
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={t('surveyTemplates.form.drag', { n })}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
              event.preventDefault();
              onMove(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
            }}
            sx={{ cursor: 'grab', touchAction: 'none' }}
          >
            <DragIndicatorIcon />
          </IconButton>
          <Typography variant="h3" component="h3" sx={{ flexGrow: 1 }}>
            {t('surveyTemplates.form.question', { n })}
          </Typography>
          <Tooltip title={t('surveyTemplates.form.moveUp')}>
            <span>
              <IconButton
                aria-label={t('surveyTemplates.form.moveUpN', { n })}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('surveyTemplates.form.moveDown')}>
            <span>
              <IconButton
                aria-label={t('surveyTemplates.form.moveDownN', { n })}
                disabled={index === count - 1}
                onClick={() => onMove(index, index + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('surveyTemplates.form.remove')}>
            <span>
              <IconButton
                aria-label={t('surveyTemplates.form.removeN', { n })}
                disabled={count === 1}
                onClick={onRemove}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        <FormTextField
          control={control}
          name={`questions.${index}.text`}
          label={t('surveyTemplates.form.questionText')}
          required
          maxLength={SURVEY_TEMPLATE_LIMITS.questionMax}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
          <Controller
            control={control}
            name={`questions.${index}.type`}
            render={({ field }) => (
              <TextField
                {...field}
                select
                label={t('surveyTemplates.form.type')}
                sx={{ minWidth: 240 }}
                onChange={(event) => {
                  const next = surveyQuestionTypeSchema.parse(event.target.value);
                  field.onChange(next);
                  // STPL-09: a new type starts without options.
                  setValue(`questions.${index}.surveyOptions`, [], { shouldValidate: formState.isSubmitted });
                }}
              >
                {SURVEY_QUESTION_TYPES.map((value) => (
                  <MenuItem key={value} value={value}>
                    {SURVEY_QUESTION_TYPE_LABELS[value]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name={`questions.${index}.mandatory`}
            render={({ field }) => (
              <FormControlLabel
                label={t('surveyTemplates.form.mandatory')}
                control={
                  <Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />
                }
              />
            )}
          />
        </Stack>
        {type && questionHasOptions(type) ? (
          <Box>
            <QuestionOptions control={control} questionIndex={index} />
            {optionsMessage ? (
              <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
                {optionsMessage}
              </Typography>
            ) : null}
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
