import type { VendorDetail } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { ActivationButton } from '@/components/activation-button';
import { useSetVendorStatus } from '../api/save-vendor';

/** VEND-10/11: Deactivate after a confirmation, Activate at once (ADMIN only: VEND-15). */
export function VendorStatusButton({ vendor }: { vendor: VendorDetail }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const mutation = useSetVendorStatus(vendor.externalId);
  return (
    <ActivationButton
      active={vendor.status === 'ACTIVE'}
      busy={mutation.isPending}
      labels={{
        activate: t('vendors.activate'),
        deactivate: t('vendors.deactivate'),
        confirmTitle: t('vendors.deactivateConfirm.title', { name: vendor.name }),
        confirmBody: t('vendors.deactivateConfirm.body'),
      }}
      onChange={(status) =>
        mutation.mutateAsync(status).then(
          () =>
            enqueueSnackbar(t(`vendors.statusChanged.${status}`, { name: vendor.name }), {
              variant: 'success',
            }),
          (error: unknown) => {
            enqueueSnackbar(t('messages.somethingWentWrong'), { variant: 'error' });
            throw error;
          },
        )
      }
    />
  );
}
