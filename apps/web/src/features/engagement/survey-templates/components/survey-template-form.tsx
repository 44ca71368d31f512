import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  closestCorners,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/lib/visually-hidden';
import AddIcon from '@mui/icons-material/Add';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  SURVEY_TEMPLATE_LIMITS,
  surveyTemplateBodySchema,
  type SurveyTemplateBody,
  type SurveyTemplateBodyInput,
} from '@talent-desk/shared';
import { FormProvider, useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldCell, FormSection } from '@/components/form-section';
import { FormFooter } from '@/components/form/form-footer';
import { showSaveFailure } from '@/components/form/save-failure';
import { FormTextField } from '@/components/form/form-text-field';
import { SurveyView } from '@/components/survey/survey-view';
import { QuestionCard } from './question-card';
import { useFocusingSubmit } from '@/components/form/use-focusing-submit';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';

export const NEW_QUESTION = {
  text: '',
  type: 'BOOLEAN',
  mandatory: false,
  orderNo: 1,
  surveyOptions: [],
} as const;

// orderNo is the position on screen (STPL-03: 1-based), whatever dragging did to the array.
const schemaResolver = zodResolver(surveyTemplateBodySchema);
const resolver: Resolver<SurveyTemplateBodyInput, unknown, SurveyTemplateBody> = (values, context, options) =>
  schemaResolver(
    { ...values, questions: values.questions.map((q, i) => ({ ...q, orderNo: i + 1 })) },
    context,
    options,
  );

export type SurveyTemplateFormProps = {
  defaultValues: SurveyTemplateBodyInput;
  submitLabel: string;
  onSubmit: (body: SurveyTemplateBody) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * The survey template form (STPL-02..10): title, description and the questions, reordered by drag and
 * drop or the keyboard; Preview shows the survey as a candidate will see it. A 409 lands under the title
 * with the server's message (STPL-14); other failures say 'something went wrong' (STPL-15).
 */
export function SurveyTemplateForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
}: SurveyTemplateFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const form = useForm<SurveyTemplateBodyInput, unknown, SurveyTemplateBody>({
    resolver,
    defaultValues,
    // Checked at Save, then as the user fixes each field: checking on blur marked options appended
    // and filled in the same breath as still empty (the list's error was matched to the new row).
    mode: 'onSubmit',
    // The kit focuses the first invalid field in the page's order (useFocusingSubmit).
    shouldFocusError: false,
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, setError, formState, getValues } = form;
  const questions = useFieldArray({ control, name: 'questions' });
  // Mouse and touch drag the handle; the keyboard moves a question with the arrow keys on its handle
  // (QuestionCard), by position rather than geometry: questions differ in height, and dnd-kit's
  // keyboard sensor then drops a tall question back on itself.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const [announcement, setAnnouncement] = useState('');
  function moveQuestion(from: number, to: number) {
    if (to < 0 || to >= questions.fields.length) return;
    questions.move(from, to);
    setAnnouncement(
      t('surveyTemplates.form.moved', { from: from + 1, to: to + 1, count: questions.fields.length }),
    );
  }

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = questions.fields.findIndex((f) => f.id === active.id);
    const to = questions.fields.findIndex((f) => f.id === over.id);
    if (from >= 0 && to >= 0) questions.move(from, to);
  }

  async function submit(body: SurveyTemplateBody) {
    setFormError(null);
    try {
      await onSubmit(body);
    } catch (error) {
      setFormError(showSaveFailure(error, setError, 'title', t('messages.somethingWentWrong')));
    }
  }

  const preview = previewing ? getValues() : null;
  const questionsError = formState.errors.questions?.root?.message ?? formState.errors.questions?.message;

  const submitForm = useFocusingSubmit(handleSubmit, submit);

  return (
    <FormProvider {...form}>
      <Stack component="form" spacing={3} noValidate onSubmit={submitForm}>
        <UnsavedChangesGuard control={control} />
        <FormSection id="survey-about" title={t('surveyTemplates.form.about')}>
          <FieldCell full>
            <FormTextField
              control={control}
              name="title"
              id="survey-title"
              label={t('surveyTemplates.form.title')}
              required
              maxLength={SURVEY_TEMPLATE_LIMITS.titleMax}
            />
          </FieldCell>
          <FieldCell full>
            <FormTextField
              control={control}
              name="description"
              id="survey-description"
              label={t('surveyTemplates.form.description')}
              multiline
              minRows={2}
              helperText={t('surveyTemplates.form.descriptionHint', {
                max: SURVEY_TEMPLATE_LIMITS.descriptionMax,
              })}
              maxLength={SURVEY_TEMPLATE_LIMITS.descriptionMax}
            />
          </FieldCell>
        </FormSection>
        <Stack spacing={2} component="section" aria-labelledby="survey-questions-heading">
          <Typography id="survey-questions-heading" variant="h2" component="h2">
            {t('surveyTemplates.form.questions')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('surveyTemplates.form.reorderHint')}
          </Typography>
          {/* Corners, not centres: questions differ in height (options), and centres pick the wrong one. */}
          <DndContext sensors={sensors} collisionDetection={closestCorners} onDragEnd={dragEnd}>
            <SortableContext items={questions.fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
              {questions.fields.map((field, index) => (
                <QuestionCard
                  key={field.id}
                  id={field.id}
                  index={index}
                  count={questions.fields.length}
                  onMove={moveQuestion}
                  onRemove={() => questions.remove(index)}
                />
              ))}
            </SortableContext>
          </DndContext>
          <Typography role="status" aria-live="polite" sx={visuallyHidden}>
            {announcement}
          </Typography>
          {questionsError ? (
            <Typography role="alert" color="error" variant="body2">
              {questionsError}
            </Typography>
          ) : null}
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            onClick={() => questions.append({ ...NEW_QUESTION, surveyOptions: [] })}
            disabled={questions.fields.length >= SURVEY_TEMPLATE_LIMITS.questionsMax}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('surveyTemplates.form.addQuestion')}
          </Button>
        </Stack>
        <FormFooter
          error={formError}
          before={
            <Button startIcon={<VisibilityOutlinedIcon />} onClick={() => setPreviewing(true)}>
              {t('surveyTemplates.form.preview')}
            </Button>
          }
          cancelLabel={t('surveyTemplates.cancel')}
          onCancel={onCancel}
          submitLabel={submitLabel}
          submitting={formState.isSubmitting}
        />
      </Stack>
      <Dialog open={previewing} onClose={() => setPreviewing(false)} fullWidth maxWidth="sm" scroll="paper">
        <DialogTitle>{t('surveyTemplates.form.previewTitle')}</DialogTitle>
        <DialogContent dividers>
          {preview ? (
            <SurveyView
              title={preview.title}
              description={preview.description ?? null}
              questions={preview.questions.map((q, i) => ({
                key: String(i),
                question: q.text || t('surveyTemplates.form.untitledQuestion'),
                type: q.type,
                mandatory: Boolean(q.mandatory),
                options: (q.surveyOptions ?? [])
                  .map((o) => o.value)
                  .filter(Boolean)
                  .map((value) => ({ key: value, label: value })),
              }))}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPreviewing(false)}>{t('surveyTemplates.form.closePreview')}</Button>
        </DialogActions>
      </Dialog>
    </FormProvider>
  );
}
