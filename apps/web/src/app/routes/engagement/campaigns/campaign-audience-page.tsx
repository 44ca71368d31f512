import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { isSpecialAudienceId, type AudienceBody, type CampaignDetail } from '@talent-desk/shared';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import { useAudience } from '@/features/engagement/audiences/api/get-audience';
import { useAudienceOptions } from '@/features/engagement/audiences/api/get-audience-options';
import { saveAudience } from '@/features/engagement/audiences/api/save-audience';
import { AudienceForm } from '@/features/engagement/audiences/components/form/audience-form';
import { CampaignAudienceFields } from '@/features/engagement/campaigns/components/wizard/audience-step/campaign-audience-fields';
import { useAudienceStep } from '@/features/engagement/campaigns/components/wizard/audience-step/use-audience-step';
import { WizardFooter } from '@/features/engagement/campaigns/components/wizard/wizard-footer';
import { WizardHeader } from '@/features/engagement/campaigns/components/wizard/wizard-header';
import { customAudienceOf } from './custom-audience';

export type CampaignAudiencePageProps = { campaign?: CampaignDetail };

/**
 * Step 1 (CAMP-02, CAMP-03, CAMP-13..25) for campaigns/new and campaigns/{id}/audience: the campaign's
 * name, audience and vacancy, and under them the audience form in campaign mode (AUD-06): a custom
 * audience's filters with their preview, or the chosen saved audience shown as it is. A custom audience
 * given a name is saved as an audience first (AUD-25), and the campaign then uses the saved one.
 */
export function CampaignAudiencePage({ campaign }: CampaignAudiencePageProps) {
  const { t } = useTranslation();
  const step = useAudienceStep(campaign);
  const choice = useWatch({ control: step.form.control, name: 'audienceExternalId' }) ?? 'NONE';
  const savedChoice = choice !== '' && !isSpecialAudienceId(choice) ? choice : '';
  const { isDirty: stepChanged } = useFormState({ control: step.form.control });
  const [audienceSearch, setAudienceSearch] = useState('');
  const options = useAudienceOptions({
    dropdown_option: 'names_with_external_id',
    search_value: audienceSearch || undefined,
  });
  const savedAudience = useAudience(savedChoice, savedChoice !== '');
  // The audience this page saved from the custom filters, so that a second Next (after a refused
  // campaign name) updates it instead of creating it again.
  const namedAudience = useRef<{ name: string; externalId: string } | null>(null);

  async function next(custom?: AudienceBody) {
    const values = await step.validate();
    if (!values) return;
    if (choice !== 'CUSTOM' || !custom) return step.submit(values);
    if (!custom.name) {
      const { candidateFilters, applicationFilters } = custom;
      return step.submit(values, { kind: 'custom', filters: { candidateFilters, applicationFilters } });
    }
    // A refusal (name in use) is shown by the audience form under its name (AUD-31).
    const again = namedAudience.current?.name === custom.name ? namedAudience.current.externalId : undefined;
    const audience = await saveAudience(custom, again);
    namedAudience.current = { name: custom.name, externalId: audience.externalId };
    return step.submit(values, { kind: 'saved', externalId: audience.externalId });
  }

  const nextButton = (submitsForm?: string) => (
    <Button
      type={submitsForm ? 'submit' : 'button'}
      form={submitsForm}
      variant="contained"
      disabled={step.saving}
      onClick={submitsForm ? undefined : () => void next()}
    >
      {t('campaigns.wizard.next')}
    </Button>
  );

  return (
    <Stack spacing={3}>
      <WizardHeader step="AUDIENCE" campaign={campaign} />
      {/* Leaving asks first (one guard per page): the custom audience form's guard counts these
          fields too; otherwise this one asks, and lets go while Next saves. */}
      {choice === 'CUSTOM' ? null : <UnsavedChangesGuard control={step.form.control} saving={step.saving} />}
      <CampaignAudienceFields
        control={step.form.control}
        campaign={campaign}
        savedAudiences={options.data?.content ?? []}
        onAudienceSearch={setAudienceSearch}
        audiencesLoading={options.isFetching}
        customChosen={choice === 'CUSTOM'}
      />
      {choice === 'CUSTOM' ? (
        <AudienceForm
          mode="campaign"
          audience={customAudienceOf(campaign)}
          hostUnsaved={stepChanged}
          onSubmit={next}
          footer={({ formId }) => <WizardFooter primary={nextButton(formId)} />}
        />
      ) : savedChoice ? (
        savedAudience.isPending ? (
          <Skeleton variant="rounded" height={360} aria-label={t('campaigns.audienceStep.loadingAudience')} />
        ) : savedAudience.isError ? (
          <Stack spacing={3}>
            <Alert severity="error">{t('campaigns.audienceStep.audienceLoadFailed')}</Alert>
            <WizardFooter primary={nextButton()} />
          </Stack>
        ) : (
          <AudienceForm
            key={savedChoice}
            mode="campaign"
            readOnly
            audience={savedAudience.data}
            footer={() => <WizardFooter primary={nextButton()} />}
          />
        )
      ) : (
        <WizardFooter primary={nextButton()} />
      )}
    </Stack>
  );
}
