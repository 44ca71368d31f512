import { zodResolver } from '@hookform/resolvers/zod';
import { CAMPAIGN_LIMITS, campaignCommentQuerySchema, type CampaignDetail } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useArchiveCampaign } from '../../../api/archive-campaign';
import { useCloseCampaign } from '../../../api/close-campaign';
import { useCampaignFailure } from '../../use-campaign-failure';
import { useFocusingSubmit } from '@/components/form/use-focusing-submit';

type CommentInput = { comment?: string };
type CommentOutput = { comment: string | null };

export type CommentDialogProps = {
  /** Close an OPEN campaign (CAMP-28/29) or archive a CLOSED one (CAMP-30/31). */
  action: 'close' | 'archive';
  campaign: CampaignDetail;
  onClose: () => void;
};

/** Close or Archive with an optional comment of at most 100 characters (CAMP-32); a toast on success (CAMP-44). */
export function CommentDialog({ action, campaign, onClose }: CommentDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const messageText = useMessageText();
  const failed = useCampaignFailure();
  const close = useCloseCampaign(campaign.externalId);
  const archive = useArchiveCampaign(campaign.externalId);
  const mutation = action === 'close' ? close : archive;
  const { control, handleSubmit } = useForm<CommentInput, unknown, CommentOutput>({
    resolver: zodResolver(campaignCommentQuerySchema),
    defaultValues: { comment: '' },
    mode: 'onTouched',
    // The kit focuses the first invalid field in the page's order (useFocusingSubmit).
    shouldFocusError: false,
  });
  const comment = useWatch({ control, name: 'comment' });

  async function submit({ comment }: CommentOutput) {
    try {
      await mutation.mutateAsync(comment ?? '');
      enqueueSnackbar(t(action === 'close' ? 'campaignMessages.closed' : 'campaignMessages.archived'), {
        variant: 'success',
      });
      onClose();
    } catch (error) {
      failed(error);
    }
  }

  const submitForm = useFocusingSubmit(handleSubmit, submit);

  return (
    <FormDialog
      title={t(`campaigns.dialogs.${action}.title`)}
      description={t(`campaigns.dialogs.${action}.body`, { name: campaign.name })}
      submitLabel={t(`campaigns.dialogs.${action}.confirm`)}
      cancelLabel={t('campaigns.dialogs.cancel')}
      busy={mutation.isPending}
      lockWhileBusy
      onClose={onClose}
      onSubmit={submitForm}
    >
      <FormTextField
        control={control}
        name="comment"
        id="campaign-comment"
        label={t('campaigns.dialogs.comment')}
        multiline
        minRows={2}
        autoFocus
        errorText={messageText}
        helperText={t('campaigns.dialogs.commentHint', {
          length: (comment ?? '').length,
          max: CAMPAIGN_LIMITS.commentMax,
        })}
      />
    </FormDialog>
  );
}
