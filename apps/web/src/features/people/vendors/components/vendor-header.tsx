import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { VendorDetail } from '@talent-desk/shared';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { VENDORS_PATH } from './vendor-paths';
import { VendorStatusChip } from './vendor-status-chip';

/** VEND-03: name, tier, country, last updated and the status; `actions` are the page's buttons. */
export function VendorHeader({ vendor, actions }: { vendor: VendorDetail; actions: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Link
        component={RouterLink}
        to={VENDORS_PATH}
        sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', alignSelf: 'flex-start' }}
      >
        <ArrowBackIcon fontSize="small" />
        {t('vendors.backToList')}
      </Link>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {vendor.name}
          </Typography>
          <Typography color="text.secondary">
            {[vendor.tier, vendor.country].filter(Boolean).join(' · ')}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <VendorStatusChip status={vendor.status} />
            {/* The date as every date of the app (FMT-01, FMT-02); how long ago on hover. */}
            <Typography variant="body2" color="text.secondary" title={formatRelativeTime(vendor.updatedAt)}>
              {t('vendors.lastUpdated', { when: formatDateTime(vendor.updatedAt) })}
            </Typography>
          </Stack>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          {actions}
        </Stack>
      </Stack>
    </Stack>
  );
}
