import { VACANCY_STATUSES, VACANCY_TYPES, type VacancyFilters } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import type { FilterFieldDef } from '@/components/filter-panel/filter-field-types';

type VacancyFilterField = FilterFieldDef & { key: keyof VacancyFilters };

/** The vacancy list's filters as FilterPanel fields; a VENDOR gets no vendor filter. */
export function vacancyFilterFields(
  t: TFunction,
  { showVendors }: { showVendors: boolean },
): VacancyFilterField[] {
  const label = (key: keyof VacancyFilters) => t(`vacancies.filters.${key}`);
  const fields: (VacancyFilterField | false)[] = [
    {
      key: 'statuses',
      type: 'static',
      label: label('statuses'),
      options: VACANCY_STATUSES.map((value) => ({ value, label: t(`enums.vacancyStatus.${value}`) })),
    },
    {
      key: 'types',
      type: 'static',
      label: label('types'),
      options: VACANCY_TYPES.map((value) => ({ value, label: t(`enums.vacancyType.${value}`) })),
    },
    {
      key: 'businessGroupExternalIds',
      type: 'async',
      label: label('businessGroupExternalIds'),
      optionKind: 'businessGroups',
      valueField: 'externalId',
    },
    { key: 'projectNames', type: 'async', label: label('projectNames'), optionKind: 'projects' },
    {
      key: 'published',
      type: 'boolean',
      label: label('published'),
      trueLabel: t('vacancies.yes'),
      falseLabel: t('vacancies.no'),
    },
    showVendors && {
      key: 'vendorExternalIds',
      type: 'async',
      label: label('vendorExternalIds'),
      optionKind: 'vendors',
      valueField: 'externalId',
    },
    { key: 'createdFrom', type: 'date', bound: 'from', pairKey: 'createdTo', label: label('createdFrom') },
    { key: 'createdTo', type: 'date', bound: 'to', pairKey: 'createdFrom', label: label('createdTo') },
  ];
  return fields.filter((field): field is VacancyFilterField => field !== false);
}
