import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VendorRow } from '@talent-desk/shared';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { vendorPath } from './vendor-paths';
import { VendorStatusChip } from './vendor-status-chip';

/** One vendor on a phone: name, tier and country, status, contact, counts. */
export function VendorCard({ row }: { row: VendorRow }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={vendorPath(row.externalId)}
        sx={{ fontWeight: 600, alignSelf: 'flex-start', overflowWrap: 'anywhere' }}
      >
        {row.name}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {[row.tier, row.country].filter(Boolean).join(' · ')}
      </Typography>
      <Stack direction="row" sx={{ pt: 0.5 }}>
        <VendorStatusChip status={row.status} />
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {[row.primaryContactName, row.primaryContactEmail].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('vendors.cardUsers', { count: row.userCount })},{' '}
        {t('vendors.cardVacancies', { count: row.vacancyCount })}
      </Typography>
    </Stack>
  );
}
