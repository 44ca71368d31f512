import type { Ref } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { COUNTRY_INDIA, normalisePhone, phoneCallingCode, phoneIssue } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';

export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'onBlur' | 'slotProps'> & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The candidate's country: decides the hint, the placeholder and how a national number is read. */
  country: string | null | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** The number may stay empty whatever the country (a contact's phone): India's hint does not say 'Required'. */
  optional?: boolean;
};

/**
 * A telephone input (CAND-VAL-01..07, CAND-FORM-10). Typing is free, so a wrong character gets the
 * spec's message instead of silently vanishing; on blur a valid number is normalised to start with '+'.
 * India and the other countries get their own hint and example (the calling code of the country).
 */
export function PhoneField({
  value,
  onChange,
  onBlur,
  country,
  inputRef,
  helperText,
  optional = false,
  ...props
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const code = phoneCallingCode(country);
  const india = country === COUNTRY_INDIA;
  const hint = india
    ? t(optional ? 'phone.hintIndiaOptional' : 'phone.hintIndia')
    : code
      ? t('phone.hintCountry', { code })
      : t('phone.hintNoCountry');
  const placeholder = india ? t('phone.placeholderIndia') : code ? `+${code} …` : '+';

  const handleBlur = () => {
    if (value.trim() && phoneIssue(value, country) === null) {
      const normalised = normalisePhone(value, country);
      if (normalised !== value) onChange(normalised);
    }
    onBlur?.();
  };

  return (
    <TextField
      {...props}
      type="tel"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={handleBlur}
      placeholder={placeholder}
      helperText={helperText ?? hint}
      inputRef={inputRef}
      slotProps={{
        htmlInput: { inputMode: 'tel', autoComplete: 'tel', 'data-country-code': code ?? '' },
      }}
    />
  );
}
