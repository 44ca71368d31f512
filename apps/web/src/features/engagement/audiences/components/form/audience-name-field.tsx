import { AUDIENCE_NAME_MAX, type AudienceFormValues } from '@talent-desk/shared';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { useMessageText } from '@/lib/i18n/use-message-text';
import type { AudienceFormInput } from './audience-form-values';

export type AudienceNameFieldProps = {
  control: Control<AudienceFormInput, unknown, AudienceFormValues>;
  /** AUD-24: required, except in a campaign (AUD-25). */
  required: boolean;
  disabled: boolean;
};

/** The audience's name, checked by the shared schema (its message under the field). */
export function AudienceNameField({ control, required, disabled }: AudienceNameFieldProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return (
    <FormTextField
      control={control}
      name="name"
      id="audience-name"
      label={required ? t('audiences.form.name') : t('audiences.form.nameOptional')}
      required={required}
      disabled={disabled}
      errorText={messageText}
      maxLength={AUDIENCE_NAME_MAX}
    />
  );
}
