import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterFieldDef } from '@/components/filter-panel/filter-field-types';
import { useAudienceOptions } from '../../api/get-audience-options';

/**
 * The list's creator filter: the users who created audiences (the options endpoint), picked by name,
 * filtered by id. A handful of people: the first page of 50 is the whole list.
 */
export function useCreatorFilterField(): FilterFieldDef[] {
  const { t } = useTranslation();
  const creators = useAudienceOptions({ dropdown_option: 'creators' });
  return useMemo(
    () => [
      {
        key: 'createdBy',
        type: 'static',
        label: t('audiences.filters.createdBy'),
        options: (creators.data?.content ?? []).flatMap((option) =>
          option.externalId ? [{ value: option.externalId, label: option.label }] : [],
        ),
      },
    ],
    [creators.data, t],
  );
}
