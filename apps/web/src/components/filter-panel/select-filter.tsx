import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FilterOption } from './filter-field-types';

export type SelectFilterProps = {
  id: string;
  label: string;
  options: readonly FilterOption[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  hint?: string;
  error?: string;
  disabled?: boolean;
};

const ANY = '';

/** One pick of a fixed list, or 'Any' (notice period). */
export function SelectFilter({
  id,
  label,
  options,
  value,
  onChange,
  hint,
  error,
  disabled,
}: SelectFilterProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      id={id}
      size="small"
      label={label}
      value={value ?? ANY}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === ANY ? undefined : event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
    >
      <MenuItem value={ANY}>{t('filterPanel.any')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
