import type { CampaignContentBody, CampaignContentBodyInput, CampaignDetail } from '@talent-desk/shared';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldCell, FormSection } from '@/components/form-section';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { DateTimeField } from '../../date-time-field';
import { SurveyTemplatePicker } from './survey-template-picker';

export type ScheduleFieldsProps = {
  control: Control<CampaignContentBodyInput, unknown, CampaignContentBody>;
  campaign: CampaignDetail;
};

/** Step 2's optional survey and the campaign's start and end (CAMP-48: sent at the start, closed at the end). */
export function ScheduleFields({ control, campaign }: ScheduleFieldsProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const start = useWatch({ control, name: 'startTime' });
  const errorText = (message: string | undefined) => (message ? messageText(message) : undefined);
  return (
    <FormSection id="campaign-step-schedule" title={t('campaigns.contentStep.scheduleSection')}>
      <FieldCell full>
        <Controller
          control={control}
          name="surveyTemplateExternalId"
          render={({ field, fieldState }) => (
            <SurveyTemplatePicker
              value={field.value ?? null}
              savedTitle={campaign.surveyTitle}
              onChange={field.onChange}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
      </FieldCell>
      {(['startTime', 'endTime'] as const).map((name) => (
        <FieldCell key={name}>
          <Controller
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <DateTimeField
                id={`campaign-${name}`}
                label={t(`campaigns.contentStep.${name}`)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                required
                min={name === 'endTime' && start ? start : undefined}
                error={errorText(fieldState.error?.message)}
                helperText={t(`campaigns.contentStep.${name}Hint`)}
              />
            )}
          />
        </FieldCell>
      ))}
    </FormSection>
  );
}
