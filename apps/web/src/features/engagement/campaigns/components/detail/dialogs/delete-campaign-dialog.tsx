import type { CampaignDetail } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteCampaign } from '../../../api/delete-campaign';
import { CAMPAIGNS_PATH } from '../../campaign-paths';
import { useCampaignFailure } from '../../use-campaign-failure';

export type DeleteCampaignDialogProps = { campaign: CampaignDetail; onClose: () => void };

/** CAMP-37/38: asks first; then 'Campaign deleted' and the my-campaigns list (the list's default scope). */
export function DeleteCampaignDialog({ campaign, onClose }: DeleteCampaignDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const failed = useCampaignFailure();
  const remove = useDeleteCampaign(campaign.externalId);

  function confirm() {
    remove.mutate(undefined, {
      onSuccess: async () => {
        enqueueSnackbar(t('campaignMessages.deleted'), { variant: 'success' });
        await navigate(CAMPAIGNS_PATH, { replace: true });
        remove.forget();
      },
      onError: (error) => {
        failed(error);
        onClose();
      },
    });
  }

  return (
    <ConfirmDialog
      open
      title={t('campaigns.dialogs.delete.title')}
      confirmLabel={t('campaigns.dialogs.delete.confirm')}
      destructive
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {t('campaigns.dialogs.delete.body', { name: campaign.name })}
    </ConfirmDialog>
  );
}
