import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMPTY_USER_FORM } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSaveUser } from '@/features/people/users/api/save-user';
import { UserForm } from '@/features/people/users/components/user-form';
import { useVendorDetail } from '@/features/people/vendors/api/get-vendor-detail';
import { VENDORS_PATH, vendorPath } from '@/features/people/vendors/components/vendor-paths';
import { useNotFoundRedirect } from '@/lib/use-not-found-redirect';

/**
 * /internal/vendors/{id}/users/new (VEND-18..39): role fixed to vendor (VEND-33), the vendor preset,
 * the country locked to the vendor's when it has one (VEND-34). An inactive vendor takes no users.
 */
export default function VendorUserCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { vendorId = '' } = useParams();
  const detail = useVendorDetail(vendorId);
  const save = useSaveUser();
  const leaving = useNotFoundRedirect(detail.error, t('vendors.notFound'), VENDORS_PATH);
  const inactive = detail.data?.vendorDetail.status === 'INACTIVE';
  useEffect(() => {
    if (!inactive) return;
    enqueueSnackbar(t('users.vendorInactive'), { variant: 'info' });
    void navigate(vendorPath(vendorId), { replace: true });
  }, [inactive, enqueueSnackbar, navigate, t, vendorId]);

  if (leaving || inactive) return null;
  if (detail.isPending) return <Skeleton variant="rounded" height={420} aria-label={t('vendors.loading')} />;
  if (detail.isError) throw detail.error;
  const vendor = detail.data.vendorDetail;
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        {t('users.newVendorUser', { vendor: vendor.name })}
      </Typography>
      <UserForm
        defaultValues={{
          ...EMPTY_USER_FORM,
          role: 'VENDOR',
          vendorExternalId: vendor.externalId,
          country: vendor.country ?? '',
        }}
        vendorName={vendor.name}
        locks={{ role: true, vendor: true, country: Boolean(vendor.country) }}
        roles={['VENDOR']}
        submitLabel={t('users.form.create')}
        onCancel={() => void navigate(vendorPath(vendorId))}
        onSubmit={async (body) => {
          const user = await save.mutateAsync(body);
          enqueueSnackbar(t('users.form.created', { email: user.email }), { variant: 'success' });
          await navigate(`${vendorPath(vendorId)}#users`);
        }}
      />
    </Stack>
  );
}
