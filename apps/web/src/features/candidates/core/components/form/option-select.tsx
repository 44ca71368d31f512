import { useMemo, useState, type Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { AUTOCOMPLETE_DEBOUNCE_MS, optionsMinChars, type OptionKind } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useOptionsSource } from '@/components/async-autocomplete/options-source';
import { useDebouncedValue } from '@/components/async-autocomplete/use-debounced-value';

export type OptionSelectProps = {
  id: string;
  name: string;
  kind: OptionKind;
  label: string;
  /** The chosen option's `value` (a name: state, city, vendor), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  params?: Readonly<Record<string, readonly string[]>>;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * One name-valued option of `GET /api/options/{kind}` (a US state, a city of that state, a vendor):
 * browses the first 50 when opened, searches after 3 characters and 500 ms (LIST-09, LIST-10).
 * The multi-value lists use the shared AsyncAutocomplete; this is its single-value sibling.
 * Text typed but not picked is kept on leaving the field, with an error, and the value is cleared, so
 * the form cannot be saved with an old or empty value the user did not mean (a typed text that names an
 * option, whatever its case, is picked).
 */
export function OptionSelect({
  id,
  name,
  kind,
  label,
  value,
  onChange,
  onBlur,
  params,
  required,
  disabled,
  error,
  helperText,
  inputRef,
}: OptionSelectProps) {
  const { t } = useTranslation();
  const source = useOptionsSource();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [stray, setStray] = useState(false);
  const typed = input.trim() === value ? '' : input.trim();
  const debounced = useDebouncedValue(typed, AUTOCOMPLETE_DEBOUNCE_MS);
  const minChars = optionsMinChars(kind);
  const tooShort = typed.length > 0 && typed.length < minChars;
  const enabled = open && !tooShort && debounced === typed;
  const list = source.useOptionsList({ kind, search: debounced, params }, enabled);
  // The chosen value stays an option while the list shows another search (MUI matches value to options).
  const options = useMemo(() => {
    const values = list.options.map((option) => option.value);
    return value && !values.includes(value) ? [...values, value] : values;
  }, [list.options, value]);

  return (
    <Autocomplete
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value || null}
      onChange={(_event, next) => {
        setStray(false);
        onChange(next ?? '');
      }}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        // Clearing the value behind stray text must not wipe that text: the user sees what was not taken.
        if (reason === 'reset' && next === '' && stray) return;
        if (!next.trim()) setStray(false);
        setInput(next);
      }}
      clearOnBlur={false}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option}
      loading={open && list.isLoading}
      loadingText={t('app.loading')}
      noOptionsText={
        tooShort ? t('candidateForm.typeMore', { count: minChars }) : t('candidateForm.noOptions')
      }
      onBlur={() => {
        const text = input.trim();
        if (text && text !== value) {
          const match = options.find((option) => option.toLowerCase() === text.toLowerCase());
          if (match) onChange(match);
          else {
            setStray(true);
            if (value) onChange('');
          }
        }
        onBlur?.();
      }}
      disabled={disabled}
      slotProps={{ listbox: { style: { maxHeight: 300 } } }}
      renderInput={(inputParams) => (
        <TextField
          {...inputParams}
          name={name}
          label={label}
          required={required}
          error={error || stray}
          helperText={stray ? t('candidateForm.pickFromList', { field: label.toLowerCase() }) : helperText}
          inputRef={inputRef}
          slotProps={{
            ...inputParams.slotProps,
            input: {
              ...inputParams.slotProps.input,
              endAdornment: (
                <>
                  {open && list.isLoading ? <CircularProgress color="inherit" size={18} aria-hidden /> : null}
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
