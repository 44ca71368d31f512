import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { optionsMinChars, type OptionItem, type OptionKind } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { optionKey, useOptionsSource } from './options-source';
import { useOptionsSearch } from './use-options-search';

/** LIST-14: the two scroll heights of option lists. */
export type AutocompleteListHeight = 250 | 350;

export type AsyncAutocompleteProps = {
  kind: OptionKind;
  label: string;
  /**
   * The chosen options. One whose label is its key (an id restored from a link) is shown by its name
   * once the labels are loaded.
   */
  value: OptionItem[];
  onChange: (value: OptionItem[]) => void;
  /** What identifies an option (equality, React keys); the externalId, else the value, by default. */
  keyOf?: (option: OptionItem) => string;
  /** Extra query parameters, e.g. `{ state: ['Texas'] }` for cities. */
  params?: Readonly<Record<string, readonly string[]>>;
  /** Keys of options never offered (a skill is not merged into itself). */
  hiddenKeys?: readonly string[];
  /** One choice at a time: picking closes the list and clears the search (the default keeps both). */
  closeOnSelect?: boolean;
  /** Characters before searching (LIST-09): 3, skills 2 by default. */
  minChars?: number;
  listHeight?: AutocompleteListHeight;
  id?: string;
  name?: string;
  placeholder?: string;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
  /** Chips shown while the field is not focused (-1: all, for a disabled field that cannot be focused). */
  limitTags?: number;
};

/**
 * A multi-select over `GET /api/options/{kind}`: browses 50 options a page when opened, searches after
 * `minChars` typed characters and 500 ms (LIST-08..10), loads the next page at the end of the list when
 * the last page was full (LIST-11). Selected values are chips.
 */
export function AsyncAutocomplete({
  kind,
  label,
  value,
  onChange,
  keyOf = optionKey,
  params,
  hiddenKeys,
  closeOnSelect = false,
  minChars = optionsMinChars(kind),
  listHeight = 250,
  id,
  name,
  placeholder,
  helperText,
  error,
  disabled,
  required,
  size = 'small',
  limitTags = 3,
}: AsyncAutocompleteProps) {
  const { t } = useTranslation();
  const source = useOptionsSource();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useOptionsSearch({ kind, input, open, minChars, params });
  const { loading, noOptionsText, onListScroll } = search;
  // Options the caller sets aside (the skill being merged) are never offered.
  const options = useMemo(
    () => search.options.filter((option) => !hiddenKeys?.includes(keyOf(option))),
    [search.options, hiddenKeys, keyOf],
  );
  const unnamed = value.map(keyOf).filter((key, i) => value[i]?.label === key);
  const labels = source.useOptionLabels(kind, unnamed);
  const shown = value.map((option) => {
    const name = option.label === keyOf(option) ? labels.get(keyOf(option)) : undefined;
    return name ? { ...option, label: name } : option;
  });

  return (
    <Autocomplete
      multiple
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={shown}
      onChange={(_event, next) => {
        if (closeOnSelect) setInput('');
        onChange(next);
      }}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        // Keep the typed search after picking an option, so several matches can be picked in a row.
        if (reason !== 'reset') setInput(next);
      }}
      options={options}
      filterOptions={(all) => all}
      filterSelectedOptions
      disableCloseOnSelect={!closeOnSelect}
      isOptionEqualToValue={(option, selected) => keyOf(option) === keyOf(selected)}
      getOptionLabel={(option) => option.label}
      getOptionKey={keyOf}
      loading={loading}
      loadingText={t('app.loading')}
      noOptionsText={noOptionsText}
      disabled={disabled}
      size={size}
      limitTags={limitTags}
      getLimitTagsText={(more) => t('asyncAutocomplete.more', { count: more })}
      slotProps={{
        listbox: { style: { maxHeight: listHeight }, onScroll: onListScroll },
        chip: { size: 'small' },
      }}
      renderInput={(inputParams) => (
        <TextField
          {...inputParams}
          name={name}
          label={label}
          placeholder={value.length === 0 ? placeholder : undefined}
          helperText={helperText}
          error={error}
          required={required}
          slotProps={{
            ...inputParams.slotProps,
            input: {
              ...inputParams.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} aria-hidden /> : null}
                  {inputParams.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
