import type { VendorStatus } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/status-chip';

/** VEND-03: Active (green) or Inactive (gray). */
export function VendorStatusChip({ status }: { status: VendorStatus }) {
  const { t } = useTranslation();
  return <StatusChip colour={status === 'ACTIVE' ? 'green' : 'gray'} label={t(`vendors.status.${status}`)} />;
}
