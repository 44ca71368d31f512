import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { PlainTextField, type PlainTextFieldProps } from '@/components/plain-text-field';

export type PasswordFieldProps = Omit<PlainTextFieldProps, 'type' | 'htmlInput' | 'endAdornment'> & {
  /** Accessible names of the toggle button in its two states. */
  showLabel: string;
  hideLabel: string;
  autoComplete: 'current-password' | 'new-password';
};

/**
 * A password input with a show/hide toggle that keeps its own accessible name in both states. `required`
 * marks the input itself (no asterisk in the label, so the label is exactly the field's name).
 */
export function PasswordField({ showLabel, hideLabel, autoComplete, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <PlainTextField
      {...props}
      type={visible ? 'text' : 'password'}
      htmlInput={{ autoComplete, spellCheck: false, autoCapitalize: 'none' }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? hideLabel : showLabel}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            onMouseDown={(event) => event.preventDefault()}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
