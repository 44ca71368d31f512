import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { vendorTierSchema } from '@talent-desk/shared';
import { useVendorDetail } from '@/features/people/vendors/api/get-vendor-detail';
import { useSaveVendor } from '@/features/people/vendors/api/save-vendor';
import { VendorForm } from '@/features/people/vendors/components/vendor-form';
import { VENDORS_PATH, vendorPath } from '@/features/people/vendors/components/vendor-paths';
import { useNotFoundRedirect } from '@/lib/use-not-found-redirect';

/** /internal/vendors/{id}/edit (VEND-01; VEND-16: a success toast). */
export default function VendorEditRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { vendorId = '' } = useParams();
  const detail = useVendorDetail(vendorId);
  const save = useSaveVendor(vendorId);
  const leaving = useNotFoundRedirect(detail.error, t('vendors.notFound'), VENDORS_PATH);

  if (leaving) return null;
  if (detail.isPending) return <Skeleton variant="rounded" height={420} aria-label={t('vendors.loading')} />;
  if (detail.isError) throw detail.error;
  const vendor = detail.data.vendorDetail;
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        {t('vendors.editTitle', { name: vendor.name })}
      </Typography>
      <VendorForm
        defaultValues={{
          name: vendor.name,
          tier: vendorTierSchema.catch('Tier 2').parse(vendor.tier),
          country: vendor.country ?? '',
          primaryContactName: vendor.primaryContactName ?? '',
          primaryContactEmail: vendor.primaryContactEmail ?? '',
          primaryContactPhone: vendor.primaryContactPhone ?? '',
        }}
        submitLabel={t('vendors.form.save')}
        onCancel={() => void navigate(vendorPath(vendorId))}
        onSubmit={async (body) => {
          await save.mutateAsync(body);
          enqueueSnackbar(t('vendors.form.saved'), { variant: 'success' });
          await navigate(vendorPath(vendorId));
        }}
      />
    </Stack>
  );
}
