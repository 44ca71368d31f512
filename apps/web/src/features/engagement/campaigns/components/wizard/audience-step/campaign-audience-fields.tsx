import { useState } from 'react';
import {
  CAMPAIGN_LIMITS,
  type CampaignAudienceBody,
  type CampaignAudienceBodyInput,
  type CampaignDetail,
  type OptionItem,
} from '@talent-desk/shared';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { FieldCell, FormSection } from '@/components/form-section';
import { useMessageText } from '@/lib/i18n/use-message-text';
import type { Choice } from '../../search-select';
import { AudienceSelect } from './audience-select';
import { VacancySelect } from './vacancy-select';

export type CampaignAudienceFieldsProps = {
  control: Control<CampaignAudienceBodyInput, unknown, CampaignAudienceBody>;
  /** The campaign being edited: the names of its audience and vacancy before any list loads. */
  campaign?: CampaignDetail;
  savedAudiences: readonly OptionItem[];
  onAudienceSearch: (search: string) => void;
  audiencesLoading: boolean;
  /** A custom audience is chosen: the hint says what its optional name does. */
  customChosen: boolean;
};

/** Step 1's own fields (CAMP-13): the campaign's name, its audience and its optional vacancy. */
export function CampaignAudienceFields({
  control,
  campaign,
  savedAudiences,
  onAudienceSearch,
  audiencesLoading,
  customChosen,
}: CampaignAudienceFieldsProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [vacancy, setVacancy] = useState<Choice | null>(
    campaign?.vacancyExternalId
      ? { id: campaign.vacancyExternalId, label: campaign.vacancyTitle ?? campaign.vacancyExternalId }
      : null,
  );
  const errorText = (message: string | undefined) => (message ? messageText(message) : undefined);

  return (
    <FormSection id="campaign-step-audience" title={t('campaigns.audienceStep.section')}>
      <FieldCell full>
        <FormTextField
          control={control}
          name="name"
          id="campaign-name"
          label={t('campaigns.audienceStep.name')}
          required
          errorText={messageText}
          maxLength={CAMPAIGN_LIMITS.nameMax}
        />
      </FieldCell>
      <FieldCell>
        <Controller
          control={control}
          name="audienceExternalId"
          render={({ field, fieldState }) => (
            <AudienceSelect
              value={field.value ?? 'NONE'}
              onChange={field.onChange}
              saved={savedAudiences}
              onSearch={onAudienceSearch}
              loading={audiencesLoading}
              chosenName={campaign?.audienceName}
              error={errorText(fieldState.error?.message)}
              hint={
                customChosen
                  ? t('campaigns.audienceStep.customHint')
                  : t('campaigns.audienceStep.audienceHint')
              }
            />
          )}
        />
      </FieldCell>
      <FieldCell>
        <Controller
          control={control}
          name="vacancyExternalId"
          render={({ field, fieldState }) => (
            <VacancySelect
              value={vacancy}
              onChange={(choice) => {
                setVacancy(choice);
                field.onChange(choice?.id ?? '');
              }}
              onBlur={field.onBlur}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
      </FieldCell>
    </FormSection>
  );
}
