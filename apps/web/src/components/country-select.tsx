import { useId, useState, type Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { COUNTRY_NAMES } from '@talent-desk/shared';

export type CountrySelectProps = {
  /** The input's id (a generated one when absent). */
  id?: string;
  name: string;
  label: string;
  value: string;
  onChange: (country: string) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
};

/** The fixed country list (ENUM-14), searchable as typed. */
export function CountrySelect({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  helperText,
  disabled,
}: CountrySelectProps) {
  const generatedId = useId();
  const [input, setInput] = useState(value);
  return (
    <Autocomplete
      id={id ?? generatedId}
      options={COUNTRY_NAMES}
      value={value || null}
      onChange={(_event, next) => onChange(next ?? '')}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      onBlur={onBlur}
      disabled={disabled}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          inputRef={inputRef}
          label={label}
          required
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
