import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VendorDetail } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';

/** VEND-04: the primary contact: name, e-mail as a link, the phone only when there is one. */
export function VendorContactCard({ vendor }: { vendor: VendorDetail }) {
  const { t } = useTranslation();
  const email = vendor.primaryContactEmail;
  const phone = vendor.primaryContactPhone;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="vendor-contact-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="vendor-contact-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        {t('vendors.contact.title')}
      </Typography>
      <Stack spacing={0.5}>
        <Typography>{vendor.primaryContactName ?? t('vendors.contact.noName')}</Typography>
        {email ? (
          <Link href={`mailto:${email}`} sx={{ overflowWrap: 'anywhere', alignSelf: 'flex-start' }}>
            {email}
          </Link>
        ) : null}
        {phone ? (
          <Link href={`tel:${phone}`} sx={{ alignSelf: 'flex-start' }}>
            {phone}
          </Link>
        ) : null}
      </Stack>
    </Paper>
  );
}
