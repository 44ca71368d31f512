import { ROLE_LABELS, ROLES, USER_STATUSES, type UserFilters } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import type { FilterFieldDef } from '@/components/filter-panel/filter-field-types';

/** The users list's filters as FilterPanel fields. */
export function userFilterFields(t: TFunction): (FilterFieldDef & { key: keyof UserFilters })[] {
  return [
    {
      key: 'roles',
      type: 'static',
      label: t('users.filters.roles'),
      options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
    },
    { key: 'vendorExternalIds', type: 'async', label: t('users.filters.vendors'), optionKind: 'vendors' },
    {
      key: 'statuses',
      type: 'static',
      label: t('users.filters.statuses'),
      options: USER_STATUSES.map((value) => ({ value, label: t(`users.status.${value}`) })),
    },
  ];
}
