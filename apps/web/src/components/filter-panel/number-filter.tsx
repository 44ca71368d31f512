import TextField from '@mui/material/TextField';

export type NumberFilterProps = {
  id: string;
  label: string;
  /** The typed text: the filter's schema reads it as a number, so a half-typed value is kept as is. */
  value: string;
  onChange: (value: string | undefined) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
};

/** One end of a number range (expected rate): a decimal keypad on phones, the problem under the field. */
export function NumberFilter({ id, label, value, onChange, error, hint, disabled }: NumberFilterProps) {
  return (
    <TextField
      id={id}
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value.trim() === '' ? undefined : event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      // A text field, not type="number": that one drops what it cannot read and hides the mistake.
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
