import { useState, type Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { optionsMinChars, type OptionItem, type OptionKind } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import type { AutocompleteListHeight } from './async-autocomplete';
import { useOptionsSearch } from './use-options-search';

export type NameSuggestFieldProps = {
  /** The list the names come from, e.g. projects, hiringManagers, workingLocations. */
  kind: OptionKind;
  label: string;
  /** The text of the field: a name from the list or one typed freely. */
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
  name?: string;
  helperText?: string;
  error?: boolean;
  required?: boolean;
  maxLength?: number;
  listHeight?: AutocompleteListHeight;
};

const labelOf = (option: OptionItem | string) => (typeof option === 'string' ? option : option.label);

/**
 * A text field with suggestions from `GET /api/options/{kind}` (the Settings lists the vacancy form uses):
 * one value, and any text is allowed (a new name joins the list when the record is saved). Opening it
 * browses the list; typing searches it after 500 ms (LIST-08..10, the same search as AsyncAutocomplete);
 * the next page loads at the end of the list (LIST-11).
 */
export function NameSuggestField({
  kind,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  id,
  name,
  helperText,
  error,
  required,
  maxLength,
  listHeight = 250,
}: NameSuggestFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // What was typed since the list last closed: opening a filled field browses the whole list.
  const [typed, setTyped] = useState('');
  const { options, loading, noOptionsText, onListScroll } = useOptionsSearch({
    kind,
    input: typed,
    open,
    minChars: optionsMinChars(kind),
  });

  return (
    <Autocomplete<OptionItem, false, false, true>
      freeSolo
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        setTyped('');
      }}
      value={value || null}
      onChange={(_event, next) => onChange(next === null ? '' : labelOf(next))}
      inputValue={value ?? ''}
      onInputChange={(_event, next, reason) => {
        if (reason === 'reset') return;
        if (reason === 'input') setTyped(next);
        onChange(next);
      }}
      options={options}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, selected) => labelOf(option) === labelOf(selected)}
      getOptionLabel={labelOf}
      getOptionKey={(option) => (typeof option === 'string' ? option : (option.externalId ?? option.value))}
      loading={loading}
      loadingText={t('app.loading')}
      noOptionsText={noOptionsText}
      // A free-text field: the list is a help, Enter keeps what was typed.
      autoSelect={false}
      handleHomeEndKeys={false}
      slotProps={{ listbox: { style: { maxHeight: listHeight }, onScroll: onListScroll } }}
      renderInput={(inputParams) => (
        <TextField
          {...inputParams}
          inputRef={inputRef}
          name={name}
          label={label}
          helperText={helperText}
          error={error}
          required={required}
          onBlur={onBlur}
          fullWidth
          slotProps={{
            ...inputParams.slotProps,
            htmlInput: { ...inputParams.slotProps.htmlInput, maxLength },
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
