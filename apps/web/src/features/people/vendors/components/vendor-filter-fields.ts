import { VENDOR_STATUSES, VENDOR_TIERS, type VendorFilters } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import type { FilterFieldDef } from '@/components/filter-panel/filter-field-types';

/** The vendor list's filters as FilterPanel fields. */
export function vendorFilterFields(t: TFunction): (FilterFieldDef & { key: keyof VendorFilters })[] {
  return [
    {
      key: 'tiers',
      type: 'static',
      label: t('vendors.filters.tiers'),
      options: VENDOR_TIERS.map((value) => ({ value, label: value })),
    },
    { key: 'countries', type: 'async', label: t('vendors.filters.countries'), optionKind: 'countries' },
    {
      key: 'statuses',
      type: 'static',
      label: t('vendors.filters.statuses'),
      options: VENDOR_STATUSES.map((value) => ({ value, label: t(`vendors.status.${value}`) })),
    },
  ];
}
