import { HONEYPOT_FIELD, type PublicApplicationInput } from '@talent-desk/shared';
import { Controller, useFormContext } from 'react-hook-form';

/**
 * The honeypot: off screen, out of the tab order and hidden from screen readers, so people never fill
 * it; form-filling bots do, and the server then answers as usual and stores nothing.
 */
export function HoneypotField() {
  const { control } = useFormContext<PublicApplicationInput>();
  return (
    <Controller
      name={HONEYPOT_FIELD}
      control={control}
      render={({ field }) => (
        <input
          {...field}
          value={field.value ?? ''}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
        />
      )}
    />
  );
}
