import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { LIST_SEARCH_DEBOUNCE_MS } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/components/async-autocomplete/use-debounced-value';

/** One pick of a search select: its id, its text, and the heading it is listed under. */
export type Choice = { id: string; label: string; group?: string };

export type SearchSelectProps = {
  id: string;
  label: string;
  value: Choice | null;
  onChange: (choice: Choice | null) => void;
  /** The server's matches for the last search (`onSearch`), fixed choices first. */
  options: readonly Choice[];
  /** The typed text once typing pauses (400 ms); '' browses. */
  onSearch: (search: string) => void;
  loading?: boolean;
  helperText?: string;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Without a clear button: one of the options is always chosen (the audience's 'None'). */
  disableClearable?: boolean;
  onBlur?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
};

/**
 * A single pick among server-searched options (an audience, a vacancy, a template): the list is what
 * the server answered for the typed text, grouped when the options say so.
 */
export function SearchSelect({
  id,
  label,
  value,
  onChange,
  options,
  onSearch,
  loading = false,
  helperText,
  error,
  required,
  disabled,
  disableClearable = false,
  onBlur,
  inputRef,
}: SearchSelectProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState(value?.label ?? '');
  // The chosen option's own text is not a search.
  const typed = value && input === value.label ? '' : input.trim();
  const search = useDebouncedValue(typed, LIST_SEARCH_DEBOUNCE_MS);
  useEffect(() => onSearch(search), [search, onSearch]);
  // The chosen value stays an option while the list shows another search (MUI matches value to options).
  const shown = value && !options.some((option) => option.id === value.id) ? [...options, value] : options;
  const grouped = shown.some((option) => option.group);

  return (
    <Autocomplete<Choice, false, boolean>
      id={id}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={shown}
      filterOptions={(all) => all}
      groupBy={grouped ? (option) => option.group ?? '' : undefined}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={loading}
      loadingText={t('app.loading')}
      noOptionsText={t('campaigns.noMatches')}
      disabled={disabled}
      disableClearable={disableClearable}
      onBlur={onBlur}
      slotProps={{ listbox: { style: { maxHeight: 350 } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} aria-hidden /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
