import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionsSource } from '@/components/async-autocomplete/options-source';
import { SearchSelect, type Choice } from '../../search-select';

export type VacancySelectProps = {
  value: Choice | null;
  onChange: (choice: Choice | null) => void;
  onBlur?: () => void;
  error?: string;
};

/** CAMP-19: the optional vacancy, searched in GET /api/options/vacancies (title and GLO-R id). */
export function VacancySelect({ value, onChange, onBlur, error }: VacancySelectProps) {
  const { t } = useTranslation();
  const source = useOptionsSource();
  const [search, setSearch] = useState('');
  const list = source.useOptionsList({ kind: 'vacancies', search }, true);
  const options = useMemo(
    () => list.options.map((option) => ({ id: option.externalId ?? option.value, label: option.label })),
    [list.options],
  );
  return (
    <SearchSelect
      id="campaign-vacancy"
      label={t('campaigns.audienceStep.vacancy')}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      options={options}
      onSearch={setSearch}
      loading={list.isLoading}
      error={Boolean(error)}
      helperText={error ?? t('campaigns.audienceStep.vacancyHint')}
    />
  );
}
