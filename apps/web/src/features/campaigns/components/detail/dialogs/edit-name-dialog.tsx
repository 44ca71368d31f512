import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { CAMPAIGN_LIMITS, campaignEditBodySchema, type CampaignDetail } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/http';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useEditCampaign } from '../../../api/edit-campaign';
import { useCampaignFailure } from '../../use-campaign-failure';
import { ActionDialog } from './action-dialog';

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

  return (
    <ActionDialog
      open
      title={t('campaigns.dialogs.edit.title')}
      description={t('campaigns.dialogs.edit.body')}
      confirmLabel={t('campaigns.dialogs.edit.confirm')}
      busy={edit.isPending}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            id="campaign-edit-name"
            label={t('campaigns.audienceStep.name')}
            required
            fullWidth
            autoFocus
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ? messageText(fieldState.error.message) : undefined}
            slotProps={{ htmlInput: { maxLength: CAMPAIGN_LIMITS.nameMax } }}
          />
        )}
      />
    </ActionDialog>
  );
}
