import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/components/async-autocomplete/use-debounced-value';
import { useSettingsList } from '../api/get-settings-list';

export type StateOption = { externalId: string; name: string };

export type StateSelectProps = {
  id: string;
  value: StateOption | null;
  onChange: (value: StateOption | null) => void;
  onBlur: () => void;
  error?: string | undefined;
};

/** The city's US state: the states of Settings, searched on the server as the ADMIN types. */
export function StateSelect({ id, value, onChange, onBlur, error }: StateSelectProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, AUTOCOMPLETE_DEBOUNCE_MS);
  const typed = value && input === value.name ? '' : search;
  const states = useSettingsList('states', {
    page: 1,
    size: 100,
    column: 'name',
    order: 'asc',
    search: typed || undefined,
  });
  const options: StateOption[] = (states.data?.content ?? []).map((row) => ({
    externalId: row.externalId,
    name: row.name,
  }));
  return (
    <Autocomplete<StateOption>
      id={id}
      value={value}
      options={options}
      loading={states.isFetching}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.externalId === selected.externalId}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, next) => setInput(next)}
      onBlur={onBlur}
      filterOptions={(all) => all}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('settingsLists.fields.state')}
          required
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
