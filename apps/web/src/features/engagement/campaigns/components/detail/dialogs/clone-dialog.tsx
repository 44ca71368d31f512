import { zodResolver } from '@hookform/resolvers/zod';
import { CAMPAIGN_LIMITS, campaignCloneBodySchema, type CampaignDetail } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/http';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useCloneCampaign } from '../../../api/clone-campaign';
import { campaignPath } from '../../campaign-paths';
import { useCampaignFailure } from '../../use-campaign-failure';
import { useFocusingSubmit } from '@/components/form/use-focusing-submit';

type CloneInput = { campaignName: string };
type CloneOutput = { campaignName: string };

export type CloneDialogProps = {
  campaign: CampaignDetail;
  /** The signed-in user, sent as loggedUserExternalId (CAMP-35). */
  userExternalId: string;
  onClose: () => void;
};

/** A proposed name for the copy: the original's, marked, within the clone limit. */
export function cloneNameOf(name: string, suffix: string): string {
  return `${name.slice(0, CAMPAIGN_LIMITS.cloneNameMax - suffix.length)}${suffix}`;
}

/**
 * Clone (CAMP-33..36): a name (required, at most 150), then the new draft's page with 'Campaign cloned'.
 * A 409 (the name is in use) is the server's message, under the name too; anything else 'Something went
 * wrong'.
 */
export function CloneDialog({ campaign, userExternalId, onClose }: CloneDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const messageText = useMessageText();
  const failed = useCampaignFailure();
  const clone = useCloneCampaign(campaign.externalId);
  const { control, handleSubmit, setError } = useForm<CloneInput, unknown, CloneOutput>({
    resolver: zodResolver(campaignCloneBodySchema.pick({ campaignName: true })),
    defaultValues: { campaignName: cloneNameOf(campaign.name, t('campaigns.dialogs.clone.suffix')) },
    mode: 'onTouched',
    // The kit focuses the first invalid field in the page's order (useFocusingSubmit).
    shouldFocusError: false,
  });

  async function submit({ campaignName }: CloneOutput) {
    try {
      const copy = await clone.mutateAsync({ campaignName, loggedUserExternalId: userExternalId });
      enqueueSnackbar(t('campaignMessages.cloned'), { variant: 'success' });
      onClose();
      await navigate(campaignPath(copy.externalId));
    } catch (error) {
      if (isApiError(error) && error.status === 409) setError('campaignName', { message: error.message });
      failed(error, {
        onField: (path, message) => {
          if (path !== 'campaignName') return false;
          setError('campaignName', { message });
          return true;
        },
      });
    }
  }

  const submitForm = useFocusingSubmit(handleSubmit, submit);

  return (
    <FormDialog
      title={t('campaigns.dialogs.clone.title')}
      description={t('campaigns.dialogs.clone.body', { name: campaign.name })}
      submitLabel={t('campaigns.dialogs.clone.confirm')}
      cancelLabel={t('campaigns.dialogs.cancel')}
      busy={clone.isPending}
      lockWhileBusy
      onClose={onClose}
      onSubmit={submitForm}
    >
      <FormTextField
        control={control}
        name="campaignName"
        id="campaign-clone-name"
        label={t('campaigns.dialogs.clone.name')}
        required
        autoFocus
        errorText={messageText}
        maxLength={CAMPAIGN_LIMITS.cloneNameMax}
      />
    </FormDialog>
  );
}
