import { zodResolver } from '@hookform/resolvers/zod';
import { CAMPAIGN_LIMITS, campaignEditBodySchema, type CampaignDetail } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { isApiError } from '@/lib/http';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useEditCampaign } from '../../../api/edit-campaign';
import { useCampaignFailure } from '../../use-campaign-failure';
import { useFocusingSubmit } from '@/components/form/use-focusing-submit';

type NameValues = { name: string };

export type EditNameDialogProps = { campaign: CampaignDetail; onClose: () => void };

/**
 * CAMP-26: Edit while OPEN is this dialog: the e-mails are out, so only the name can change (the step 1
 * rules: required, at most 250); a name in use is the server's 409 message.
 */
export function EditNameDialog({ campaign, onClose }: EditNameDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const messageText = useMessageText();
  const failed = useCampaignFailure();
  const edit = useEditCampaign(campaign.externalId);
  const { control, handleSubmit, setError } = useForm<NameValues, unknown, NameValues>({
    resolver: zodResolver(campaignEditBodySchema),
    defaultValues: { name: campaign.name },
    mode: 'onTouched',
    // The kit focuses the first invalid field in the page's order (useFocusingSubmit).
    shouldFocusError: false,
  });

  async function submit({ name }: NameValues) {
    try {
      await edit.mutateAsync(name);
      enqueueSnackbar(t('campaignMessages.saved'), { variant: 'success' });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 409) setError('name', { message: error.message });
      failed(error, {
        onField: (path, message) => {
          if (path !== 'name') return false;
          setError('name', { message });
          return true;
        },
      });
    }
  }

  const submitForm = useFocusingSubmit(handleSubmit, submit);

  return (
    <FormDialog
      title={t('campaigns.dialogs.edit.title')}
      description={t('campaigns.dialogs.edit.body')}
      submitLabel={t('campaigns.dialogs.edit.confirm')}
      cancelLabel={t('campaigns.dialogs.cancel')}
      busy={edit.isPending}
      lockWhileBusy
      onClose={onClose}
      onSubmit={submitForm}
    >
      <FormTextField
        control={control}
        name="name"
        id="campaign-edit-name"
        label={t('campaigns.audienceStep.name')}
        required
        autoFocus
        errorText={messageText}
        maxLength={CAMPAIGN_LIMITS.nameMax}
      />
    </FormDialog>
  );
}
