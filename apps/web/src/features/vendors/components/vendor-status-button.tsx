import { useState } from 'react';
import Button from '@mui/material/Button';
import type { VendorDetail } from '@talent-desk/shared';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSetVendorStatus } from '../api/save-vendor';

/** VEND-10/11: Deactivate after a confirmation, Activate at once (ADMIN only: VEND-15). */
export function VendorStatusButton({ vendor }: { vendor: VendorDetail }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  const mutation = useSetVendorStatus(vendor.externalId);
  const change = (status: 'ACTIVE' | 'INACTIVE') =>
    mutation.mutate(status, {
      onSuccess: () =>
        enqueueSnackbar(t(`vendors.statusChanged.${status}`, { name: vendor.name }), { variant: 'success' }),
      onError: () => enqueueSnackbar(t('messages.somethingWentWrong'), { variant: 'error' }),
      onSettled: () => setConfirming(false),
    });

  if (vendor.status === 'INACTIVE') {
    return (
      <Button variant="contained" onClick={() => change('ACTIVE')} disabled={mutation.isPending}>
        {t('vendors.activate')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        {t('vendors.deactivate')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('vendors.deactivateConfirm.title', { name: vendor.name })}
        confirmLabel={t('vendors.deactivate')}
        destructive
        busy={mutation.isPending}
        onConfirm={() => change('INACTIVE')}
        onCancel={() => setConfirming(false)}
      >
        {t('vendors.deactivateConfirm.body')}
      </ConfirmDialog>
    </>
  );
}
