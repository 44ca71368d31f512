import TextField from '@mui/material/TextField';
import { AUDIENCE_NAME_MAX, type AudienceFormValues } from '@talent-desk/shared';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
    <Controller
      control={control}
      name="name"
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          id="audience-name"
          label={required ? t('audiences.form.name') : t('audiences.form.nameOptional')}
          required={required}
          disabled={disabled}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? messageText(fieldState.error.message) : undefined}
          slotProps={{ htmlInput: { maxLength: AUDIENCE_NAME_MAX } }}
        />
      )}
    />
  );
}
