import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { isApiError } from '@/lib/http';
import { useApiErrorText } from '@/lib/api-error-text';
import { useDeleteAudience } from '../api/delete-audience';

export type DeleteAudienceDialogProps = {
  /** The audience to delete; null keeps the dialog closed. */
  audience: { externalId: string; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** Asks before deleting an audience; says when it is done, or why not (the server's words). */
export function DeleteAudienceDialog({ audience, onClose, onDeleted }: DeleteAudienceDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const errorText = useApiErrorText();
  const remove = useDeleteAudience();

  function confirm() {
    if (!audience) return;
    remove.mutate(audience.externalId, {
      onSuccess: () => {
        enqueueSnackbar(t('audiences.deleted'), { variant: 'success' });
        onClose();
        onDeleted?.();
      },
      onError: (error) => {
        const known = isApiError(error) && [403, 404].includes(error.status);
        enqueueSnackbar(known ? errorText(error) : t('messages.somethingWentWrong'), {
          variant: 'error',
        });
        onClose();
      },
    });
  }

  return (
    <ConfirmDialog
      open={audience !== null}
      title={t('audiences.deleteDialog.title', { name: audience?.name ?? '' })}
      confirmLabel={t('audiences.deleteDialog.confirm')}
      destructive
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    >
      {t('audiences.deleteDialog.text')}
    </ConfirmDialog>
  );
}
