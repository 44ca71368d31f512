import { useMemo } from 'react';
import type { OptionItem } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { SearchSelect, type Choice } from '../../search-select';
import type { AudienceChoice } from './audience-step-values';

export type AudienceSelectProps = {
  value: AudienceChoice;
  onChange: (choice: AudienceChoice) => void;
  /** The saved audiences matching the last search (AUD-33: names with their ids). */
  saved: readonly OptionItem[];
  onSearch: (search: string) => void;
  loading: boolean;
  /** The name of the saved audience chosen before, shown before any list has loaded. */
  chosenName?: string | null;
  error?: string;
  hint: string;
};

/** CAMP-13, CAMP-18: none, a custom audience (the embedded form), or one of the saved audiences. */
export function AudienceSelect({
  value,
  onChange,
  saved,
  onSearch,
  loading,
  chosenName,
  error,
  hint,
}: AudienceSelectProps) {
  const { t } = useTranslation();
  const options = useMemo<Choice[]>(() => {
    const fixed = t('campaigns.audienceStep.groupNew');
    return [
      { id: 'NONE', label: t('campaigns.audienceStep.none'), group: fixed },
      { id: 'CUSTOM', label: t('campaigns.audienceStep.custom'), group: fixed },
      ...saved.flatMap((option) =>
        option.externalId
          ? [{ id: option.externalId, label: option.label, group: t('campaigns.audienceStep.groupSaved') }]
          : [],
      ),
    ];
  }, [saved, t]);
  const chosen =
    options.find((option) => option.id === value) ??
    ({
      id: value,
      label: chosenName ?? value,
      group: t('campaigns.audienceStep.groupSaved'),
    } satisfies Choice);

  return (
    <SearchSelect
      id="campaign-audience"
      label={t('campaigns.audienceStep.audience')}
      value={chosen}
      onChange={(choice) => onChange(choice?.id ?? 'NONE')}
      options={options}
      onSearch={onSearch}
      loading={loading}
      disableClearable
      error={Boolean(error)}
      helperText={error ?? hint}
    />
  );
}
