import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormError } from './form-error';

export type FormFooterProps = {
  /** The form's failure, shown above the buttons. */
  error?: string | null;
  cancelLabel: string;
  /** Without it there is no Cancel button (a form whose page offers its own way back). */
  onCancel?: () => void;
  /** The submit button's text; without it there is no submit button (a form shown read-only). */
  submitLabel?: string;
  /** While a save is on its way the submit button is disabled. */
  submitting: boolean;
  /** The form's id when the footer stands outside the form element. */
  form?: string;
  /** Buttons before Cancel (Preview). */
  before?: ReactNode;
  /** Buttons between Cancel and submit (the view page's Edit). */
  between?: ReactNode;
};

/** A form's end: its failure, then Cancel and the submit button on the right (wrapping on a phone). */
export function FormFooter({
  error,
  cancelLabel,
  onCancel,
  submitLabel,
  submitting,
  form,
  before,
  between,
}: FormFooterProps) {
  return (
    <>
      <FormError message={error} />
      <Stack direction="row" sx={{ gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {before}
        {onCancel ? <Button onClick={onCancel}>{cancelLabel}</Button> : null}
        {between}
        {submitLabel ? (
          <Button type="submit" form={form} variant="contained" disabled={submitting}>
            {submitLabel}
          </Button>
        ) : null}
      </Stack>
    </>
  );
}
