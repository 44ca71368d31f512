import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  EMAIL_TEMPLATE_LIMITS,
  type CampaignContentBody,
  type CampaignContentBodyInput,
  type EmailTemplateDetail,
} from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FieldCell, FormSection } from '@/components/form-section';
import { RichTextEditor } from '@/components/rich-text-editor/rich-text-editor';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { getEmailTemplate } from '../../../api/get-email-template-choices';
import { useEmailVariables } from '../../../api/get-email-variables';
import { EmailTemplatePicker } from './email-template-picker';
import { SaveAsTemplateField } from './save-as-template-field';

export type EmailFieldsProps = {
  form: UseFormReturn<CampaignContentBodyInput, unknown, CampaignContentBody>;
  /** PERM-03: an ADMIN may also save the e-mail as a new template, a TAG may not. */
  canSaveTemplate: boolean;
};

/**
 * Step 2's e-mail: a template fills it (asking first when something is written already), then From,
 * Subject and the body in the rich-text editor with the placeholders' menu; an ADMIN may keep it as a
 * new template too.
 */
export function EmailFields({ form, canSaveTemplate }: EmailFieldsProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const messageText = useMessageText();
  const { control, setValue, getValues, formState } = form;
  const variables = useEmailVariables();
  const templateId = useWatch({ control, name: 'emailTemplateExternalId' }) ?? null;
  // The editor reads its value once: a template's body is shown by a new editor.
  const [editorKey, setEditorKey] = useState(0);
  const [replacing, setReplacing] = useState<EmailTemplateDetail | null>(null);
  const load = useMutation({ mutationFn: getEmailTemplate });

  function apply(template: EmailTemplateDetail) {
    const validate = { shouldValidate: formState.isSubmitted, shouldDirty: true };
    setValue('emailTemplateExternalId', template.externalId, { shouldDirty: true });
    setValue('from', template.from ?? '', validate);
    setValue('subject', template.subject, validate);
    setValue('body', template.body, validate);
    setEditorKey((key) => key + 1);
    setReplacing(null);
  }
  function pick(externalId: string) {
    load.mutate(externalId, {
      onSuccess: (template) => (getValues('body') ? setReplacing(template) : apply(template)),
      onError: () => enqueueSnackbar(t('messages.somethingWentWrong'), { variant: 'error' }),
    });
  }
  const errorText = (message: string | undefined) => (message ? messageText(message) : undefined);
  const text = (name: 'from' | 'subject', max: number, required: boolean) => (
    <FormTextField
      control={control}
      name={name}
      id={`campaign-${name}`}
      label={t(`campaigns.contentStep.${name}`)}
      type={name === 'from' ? 'email' : 'text'}
      required={required}
      errorText={messageText}
      maxLength={max}
    />
  );

  return (
    <FormSection id="campaign-step-email" title={t('campaigns.contentStep.emailSection')}>
      <FieldCell full>
        <EmailTemplatePicker
          value={templateId}
          onPick={pick}
          onClear={() => setValue('emailTemplateExternalId', null, { shouldDirty: true })}
          busy={load.isPending}
        />
      </FieldCell>
      <FieldCell>{text('from', EMAIL_TEMPLATE_LIMITS.fromMax, false)}</FieldCell>
      <FieldCell>{text('subject', EMAIL_TEMPLATE_LIMITS.subjectMax, true)}</FieldCell>
      <FieldCell full>
        <Controller
          control={control}
          name="body"
          render={({ field, fieldState }) => (
            <RichTextEditor
              key={editorKey}
              id="campaign-body"
              label={t('campaigns.contentStep.body')}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              variables={variables.data?.content ?? []}
              error={errorText(fieldState.error?.message)}
              helperText={t('emailTemplates.bodyHint', {
                min: EMAIL_TEMPLATE_LIMITS.bodyMin,
                max: EMAIL_TEMPLATE_LIMITS.bodyMax,
              })}
            />
          )}
        />
      </FieldCell>
      {canSaveTemplate ? (
        <FieldCell full>
          <SaveAsTemplateField control={control} />
        </FieldCell>
      ) : null}
      <ConfirmDialog
        open={replacing !== null}
        title={t('campaigns.contentStep.replaceTitle')}
        confirmLabel={t('campaigns.contentStep.replaceConfirm')}
        onConfirm={() => replacing && apply(replacing)}
        onCancel={() => setReplacing(null)}
      >
        {t('campaigns.contentStep.replaceBody', { title: replacing?.title ?? '' })}
      </ConfirmDialog>
    </FormSection>
  );
}
