import { zodResolver } from '@hookform/resolvers/zod';
import {
  campaignAudienceBodySchema,
  type CampaignAudienceBody,
  type CampaignAudienceBodyInput,
  type CampaignDetail,
} from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSaveCampaignAudience } from '../../../api/save-campaign-audience';
import { campaignStepPath } from '../../campaign-paths';
import { useCampaignFailure } from '../../use-campaign-failure';
import {
  audienceStepDefaults,
  chosenAudience,
  toAudienceStepBody,
  type StepAudience,
} from './audience-step-values';

const FIELDS = ['name', 'audienceExternalId', 'vacancyExternalId'] as const;
type StepField = (typeof FIELDS)[number];
const isStepField = (path: string): path is StepField => (FIELDS as readonly string[]).includes(path);

/**
 * Step 1's form on the shared schema (CAMP-16..19): `validate` checks the fields (their messages under
 * them, the first one focused), `save` sends them with the audience and goes on to Content (CAMP-21).
 * Failures: 409 the server's message (CAMP-24), a 400 under its field, else 'Something went wrong'
 * (CAMP-25).
 */
export function useAudienceStep(campaign?: CampaignDetail) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const failed = useCampaignFailure();
  const save = useSaveCampaignAudience(campaign?.externalId);
  const form = useForm<CampaignAudienceBodyInput, unknown, CampaignAudienceBody>({
    resolver: zodResolver(campaignAudienceBodySchema),
    defaultValues: audienceStepDefaults(campaign),
    mode: 'onTouched',
  });

  async function validate(): Promise<CampaignAudienceBody | null> {
    if (!(await form.trigger(undefined, { shouldFocus: true }))) return null;
    const parsed = campaignAudienceBodySchema.safeParse(form.getValues());
    return parsed.success ? parsed.data : null;
  }

  /** Saves step 1 with the given audience (the select's own choice when none is given). */
  async function submit(values: CampaignAudienceBody, audience: StepAudience = chosenAudience(values)) {
    try {
      const saved = await save.mutateAsync(toAudienceStepBody(values, audience));
      if (!campaign) enqueueSnackbar(t('campaignMessages.created'), { variant: 'success' });
      await navigate(campaignStepPath(saved.externalId, 'CONTENT'));
    } catch (error) {
      failed(error, {
        onField: (path, message) => {
          if (!isStepField(path)) return false;
          form.setError(path, { message }, { shouldFocus: true });
          return true;
        },
      });
    }
  }

  return { form, validate, submit, saving: save.isPending };
}
