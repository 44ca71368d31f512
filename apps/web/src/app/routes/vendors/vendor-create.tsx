import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSaveVendor } from '@/features/people/vendors/api/save-vendor';
import { VendorForm } from '@/features/people/vendors/components/vendor-form';
import { VENDORS_PATH, vendorPath } from '@/features/people/vendors/components/vendor-paths';

const EMPTY = {
  name: '',
  tier: 'Tier 2',
  country: '',
  primaryContactName: '',
  primaryContactEmail: '',
  primaryContactPhone: '',
} as const;

/** /internal/vendors/new (VEND-01). */
export default function VendorCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveVendor();
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        {t('vendors.newVendor')}
      </Typography>
      <VendorForm
        defaultValues={EMPTY}
        submitLabel={t('vendors.form.create')}
        onCancel={() => void navigate(VENDORS_PATH)}
        onSubmit={async (body) => {
          const vendor = await save.mutateAsync(body);
          enqueueSnackbar(t('vendors.form.created'), { variant: 'success' });
          await navigate(vendorPath(vendor.externalId));
        }}
      />
    </Stack>
  );
}
