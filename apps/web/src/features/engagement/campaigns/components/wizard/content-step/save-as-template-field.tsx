import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import {
  EMAIL_TEMPLATE_LIMITS,
  type CampaignContentBody,
  type CampaignContentBodyInput,
} from '@talent-desk/shared';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { useMessageText } from '@/lib/i18n/use-message-text';

export type SaveAsTemplateFieldProps = {
  control: Control<CampaignContentBodyInput, unknown, CampaignContentBody>;
};

/**
 * 'Save as a new template' (ADMIN only, PERM-03): the e-mail is also stored as an e-mail template under
 * the title given, checked as every template title.
 */
export function SaveAsTemplateField({ control }: SaveAsTemplateFieldProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return (
    <Controller
      control={control}
      name="saveAsTemplate"
      render={({ field }) => (
        <Stack spacing={1.5}>
          <FormControlLabel
            control={
              <Checkbox
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked ? { title: '' } : null)}
              />
            }
            label={t('campaigns.contentStep.saveAsTemplate')}
          />
          {field.value ? (
            <FormTextField
              control={control}
              name="saveAsTemplate.title"
              id="campaign-template-title"
              label={t('campaigns.contentStep.templateTitle')}
              required
              errorText={messageText}
              maxLength={EMAIL_TEMPLATE_LIMITS.titleMax}
            />
          ) : null}
        </Stack>
      )}
    />
  );
}
