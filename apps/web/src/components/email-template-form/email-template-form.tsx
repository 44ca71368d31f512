import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  EMAIL_TEMPLATE_LIMITS,
  emailTemplateBodySchema,
  type EmailTemplateBody,
  type EmailTemplateBodyInput,
} from '@talent-desk/shared';
import { useState } from 'react';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useSnackbar } from '@/lib/snackbar';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldCell, FormSection } from '@/components/form-section';
import { FormFooter } from '@/components/form/form-footer';
import { FormTextField } from '@/components/form/form-text-field';
import { RichTextEditor } from '@/components/rich-text-editor/rich-text-editor';
import type { EditorVariable } from '@/components/rich-text-editor/editor-toolbar';
import { isApiError } from '@/lib/http';
import { TemplatePreviewDialog, type TemplatePreview } from './template-preview-dialog';
import { useFocusingSubmit } from '@/components/form/use-focusing-submit';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';

export type EmailTemplateFormProps = {
  defaultValues: EmailTemplateBodyInput;
  variables: readonly EditorVariable[];
  /** View mode (ETPL-01 /view, and every template for a TAG: ETPL-02): nothing can be changed. */
  readOnly?: boolean;
  submitLabel: string;
  onSubmit: (body: EmailTemplateBody) => Promise<unknown>;
  onCancel: () => void;
  /** The view page's action (Edit for an ADMIN). */
  extraAction?: React.ReactNode;
  /** How the Preview button renders and test-sends the draft (campaign or general template). */
  preview: TemplatePreview;
  /**
   * A general template (Settings: the app's own e-mails): its title is the e-mail's fixed name and it
   * goes out from the app's address, so the title cannot change and there is no From field.
   */
  general?: boolean;
};

/**
 * The e-mail template form (ETPL-07..16) on the shared schema, for campaign and general templates alike. Failures: 406 'incorrectly variables'
 * as a toast (ETPL-19) with the unknown ones under the body; 409 the server's message under the title
 * (ETPL-20/23); 400 under the fields; anything else 'something went wrong' (ETPL-21/24).
 */
export function EmailTemplateForm({
  defaultValues,
  variables,
  readOnly = false,
  submitLabel,
  onSubmit,
  onCancel,
  extraAction,
  preview,
  general = false,
}: EmailTemplateFormProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [previewing, setPreviewing] = useState<{ subject: string; body: string } | null>(null);
  const { control, handleSubmit, setError, formState, getValues } = useForm<
    EmailTemplateBodyInput,
    unknown,
    EmailTemplateBody
  >({
    resolver: zodResolver(emailTemplateBodySchema),
    defaultValues,
    mode: 'onTouched',
    // The kit focuses the first invalid field in the page's order (useFocusingSubmit).
    shouldFocusError: false,
  });

  async function submit(body: EmailTemplateBody) {
    try {
      await onSubmit(body);
    } catch (error) {
      if (isApiError(error) && error.status === 406) {
        enqueueSnackbar(t('emailTemplates.incorrectVariables'), { variant: 'error' });
        for (const field of error.fields)
          setError(field.path as FieldPath<EmailTemplateBodyInput>, { message: field.message });
      } else if (isApiError(error) && error.status === 409) {
        setError('title', { message: error.message }, { shouldFocus: true });
        enqueueSnackbar(error.message, { variant: 'error' });
      } else if (isApiError(error) && error.status === 400 && error.fields.length > 0) {
        for (const field of error.fields)
          setError(field.path as FieldPath<EmailTemplateBodyInput>, { message: field.message });
      } else {
        enqueueSnackbar(t('messages.somethingWentWrong'), { variant: 'error' });
      }
    }
  }

  // The subject hint shows a variable of this template's own list.
  const example = `{{${variables[0]?.id ?? 'variable'}}}`;
  const text = (name: 'title' | 'from' | 'subject', max: number, required: boolean, locked = readOnly) => (
    <FormTextField
      control={control}
      name={name}
      id={`email-template-${name}`}
      label={t(`emailTemplates.fields.${name}`)}
      required={required}
      type={name === 'from' ? 'email' : 'text'}
      disabled={locked}
      // A field that cannot change wraps its whole text (a long subject on a phone) instead of cutting it.
      multiline={locked}
      // A disabled field's grey helper text fails contrast: no hints in view mode.
      helperText={name === 'subject' && !readOnly ? t('emailTemplates.subjectHint', { example }) : undefined}
      maxLength={max}
    />
  );

  const submitForm = useFocusingSubmit(handleSubmit, submit);

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={submitForm}>
      <UnsavedChangesGuard control={control} />
      <FormSection id="email-template-about" title={t('emailTemplates.form.about')}>
        <FieldCell full={general}>
          {text('title', EMAIL_TEMPLATE_LIMITS.titleMax, true, readOnly || general)}
        </FieldCell>
        {general ? null : <FieldCell>{text('from', EMAIL_TEMPLATE_LIMITS.fromMax, false)}</FieldCell>}
        <FieldCell full>{text('subject', EMAIL_TEMPLATE_LIMITS.subjectMax, true)}</FieldCell>
      </FormSection>
      <FormSection id="email-template-content" title={t('emailTemplates.form.content')}>
        <FieldCell full>
          <Controller
            control={control}
            name="body"
            render={({ field, fieldState }) => (
              <RichTextEditor
                id="email-template-body"
                label={t('emailTemplates.fields.body')}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                variables={variables}
                readOnly={readOnly}
                error={fieldState.error?.message}
                helperText={
                  readOnly
                    ? undefined
                    : t('emailTemplates.bodyHint', {
                        min: EMAIL_TEMPLATE_LIMITS.bodyMin,
                        max: EMAIL_TEMPLATE_LIMITS.bodyMax,
                      })
                }
              />
            )}
          />
        </FieldCell>
      </FormSection>
      <FormFooter
        before={
          <Button
            startIcon={<VisibilityOutlinedIcon />}
            onClick={() =>
              setPreviewing({ subject: getValues('subject') ?? '', body: getValues('body') ?? '' })
            }
          >
            {t('emailTemplates.preview.open')}
          </Button>
        }
        cancelLabel={readOnly ? t('emailTemplates.backToList') : t('emailTemplates.cancel')}
        onCancel={onCancel}
        between={extraAction}
        submitLabel={readOnly ? undefined : submitLabel}
        submitting={formState.isSubmitting}
      />
      <TemplatePreviewDialog draft={previewing} preview={preview} onClose={() => setPreviewing(null)} />
    </Stack>
  );
}
