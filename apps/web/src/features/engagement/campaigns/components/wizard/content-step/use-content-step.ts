import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CampaignContentBody,
  type CampaignContentBodyInput,
  type CampaignDetail,
} from '@talent-desk/shared';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/http';
import { useSaveCampaignContent } from '../../../api/save-campaign-content';
import { campaignStepPath } from '../../campaign-paths';
import { useCampaignFailure } from '../../use-campaign-failure';
import { contentFormSchema, contentStepDefaults, isContentField } from './content-step-values';
import { useFocusingSubmit } from '@/components/form/use-focusing-submit';

/**
 * Step 2's form (CAMP-22) on the shared schema: saved with Next, then the preview. Failures: 406
 * 'incorrectly variables' with the unknown ones under the body, a 400 under its field, a 409 the
 * server's message (a template title in use also under the title), else 'Something went wrong'.
 */
export function useContentStep(campaign: CampaignDetail) {
  const navigate = useNavigate();
  const failed = useCampaignFailure();
  const save = useSaveCampaignContent(campaign.externalId);
  const form = useForm<CampaignContentBodyInput, unknown, CampaignContentBody>({
    resolver: zodResolver(contentFormSchema),
    defaultValues: contentStepDefaults(campaign),
    mode: 'onTouched',
    // The kit focuses the first invalid field in the page's order (useFocusingSubmit).
    shouldFocusError: false,
  });

  async function submit(body: CampaignContentBody) {
    try {
      await save.mutateAsync(body);
      await navigate(campaignStepPath(campaign.externalId, 'PREVIEW'));
    } catch (error) {
      if (isApiError(error) && error.code === 'EMAIL_TEMPLATE_TITLE_EXISTS') {
        form.setError('saveAsTemplate.title', { message: error.message }, { shouldFocus: true });
      }
      failed(error, {
        onField: (path, message) => {
          if (!isContentField(path)) return false;
          form.setError(path, { message });
          return true;
        },
      });
    }
  }

  const onSubmit = useFocusingSubmit(form.handleSubmit, submit);
  return { form, onSubmit, saving: save.isPending };
}
