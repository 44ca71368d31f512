import { useCallback, useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { can, type VendorVacancyRow } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { HashTabs } from '@/components/hash-tabs';
import { useStopSharing } from '@/features/vacancies/core/api/vacancy-vendors';
import { ShareDialog } from '@/features/vacancies/core/components/share-dialog';
import { useVendorDetail } from '@/features/people/vendors/api/get-vendor-detail';
import { activeVendorOffers, VendorActions } from '@/features/people/vendors/components/vendor-actions';
import { VendorContactCard } from '@/features/people/vendors/components/vendor-contact-card';
import { VendorHeader } from '@/features/people/vendors/components/vendor-header';
import { VENDORS_PATH, vendorNewUserPath } from '@/features/people/vendors/components/vendor-paths';
import { VendorUsersTab } from '@/features/people/vendors/components/vendor-users-tab';
import { VendorVacanciesTab } from '@/features/people/vendors/components/vendor-vacancies-tab';
import { useNotFoundRedirect } from '@/lib/use-not-found-redirect';
import { useCurrentUser } from '../../current-user';

/** VEND-02: #vacancies is the default tab. */
const VENDOR_TABS = ['vacancies', 'users'] as const;

/** /internal/vendors/{id} (VEND-01..06, VEND-12/13): header, contact card, #vacancies and #users. */
export default function VendorDetailsRoute() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { vendorId = '' } = useParams();
  const { role } = useCurrentUser();
  const detail = useVendorDetail(vendorId);
  const leaving = useNotFoundRedirect(detail.error, t('vendors.notFound'), VENDORS_PATH);
  const [sharing, setSharing] = useState(false);
  const [stopping, setStopping] = useState<VendorVacancyRow | null>(null);
  const stop = useStopSharing();
  const askStop = useCallback((row: VendorVacancyRow) => setStopping(row), []);

  if (leaving) return null;
  if (detail.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('vendors.loading')}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={300} />
      </Stack>
    );
  }
  if (detail.isError) throw detail.error;
  const vendor = detail.data.vendorDetail;
  const offers = activeVendorOffers(vendor, role);

  function confirmStop() {
    if (!stopping) return;
    stop.mutate(
      { vacancyExternalId: stopping.externalId, vendorExternalId: vendor.externalId },
      {
        onSuccess: () =>
          enqueueSnackbar(t('vendors.vacancies.stopped', { title: stopping.title }), { variant: 'success' }),
        onError: () => enqueueSnackbar(t('messages.somethingWentWrong'), { variant: 'error' }),
        onSettled: () => setStopping(null),
      },
    );
  }

  return (
    <Stack spacing={3}>
      <VendorHeader
        vendor={vendor}
        actions={<VendorActions vendor={vendor} role={role} onShare={() => setSharing(true)} />}
      />
      <VendorContactCard vendor={vendor} />
      <HashTabs
        tabs={VENDOR_TABS}
        idPrefix="vendor"
        label={t('vendors.tabsLabel')}
        tabLabel={(tab) => t(`vendors.tabs.${tab}`, { count: detail.data.users.length })}
      >
        {(tab) =>
          tab === 'users' ? (
            <VendorUsersTab
              users={detail.data.users}
              newUserPath={offers.newUser ? vendorNewUserPath(vendor.externalId) : undefined}
            />
          ) : (
            // VAC-24: sharing can be stopped from the vendor's vacancy list (by whoever may share).
            <VendorVacanciesTab
              vendorExternalId={vendor.externalId}
              onStopSharing={can(role, 'vacancies:share') ? askStop : undefined}
            />
          )
        }
      </HashTabs>
      <ShareDialog
        open={sharing}
        target={{ kind: 'vendor', externalId: vendor.externalId, name: vendor.name }}
        onClose={() => setSharing(false)}
      />
      <ConfirmDialog
        open={stopping !== null}
        title={t('vendors.vacancies.stopTitle', { title: stopping?.title ?? '' })}
        confirmLabel={t('vendors.vacancies.stopSharing')}
        destructive
        busy={stop.isPending}
        onConfirm={confirmStop}
        onCancel={() => setStopping(null)}
      >
        {t('vendors.vacancies.stopBody', { name: vendor.name })}
      </ConfirmDialog>
    </Stack>
  );
}
