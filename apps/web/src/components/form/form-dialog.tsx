import { useId, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormError } from './form-error';

export type FormDialogProps = {
  title: string;
  /** What the dialog does, above the fields; it describes the dialog to assistive technology. */
  description?: ReactNode;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's failure, under the fields. */
  error?: string | null;
  cancelLabel: string;
  submitLabel: string;
  /** While true the submit button is disabled (the request is on its way). */
  busy?: boolean;
  /** With busy: Cancel, Escape and a click outside wait for the answer too. */
  lockWhileBusy?: boolean;
  /** The submit button is disabled for another reason (nothing to submit). */
  submitDisabled?: boolean;
  /** Buttons on the left of the actions (Clear). */
  extraActions?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  fullScreen?: boolean;
  /** Lines between the title, the fields and the buttons (a long form that scrolls). */
  dividers?: boolean;
  children: ReactNode;
};

/**
 * A modal form: the title, a description, the fields, the form's failure, and Cancel and the submit
 * button (outside the scrolling content, tied to the form by its id). Mount it to open it: each
 * opening starts afresh.
 */
export function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  error,
  cancelLabel,
  submitLabel,
  busy = false,
  lockWhileBusy = false,
  submitDisabled = false,
  extraActions,
  maxWidth = 'sm',
  fullScreen,
  dividers,
  children,
}: FormDialogProps) {
  const formId = useId();
  const descriptionId = useId();
  const locked = busy && lockWhileBusy;
  return (
    <Dialog
      open
      onClose={locked ? undefined : onClose}
      aria-describedby={description ? descriptionId : undefined}
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      fullWidth
    >
      {/* The title names the dialog (MUI links them). */}
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers={dividers}>
        <Stack component="form" id={formId} noValidate onSubmit={onSubmit} spacing={2.5} sx={{ pt: 1 }}>
          {description ? <DialogContentText id={descriptionId}>{description}</DialogContentText> : null}
          {children}
          <FormError message={error} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {extraActions}
        <Button onClick={onClose} disabled={locked}>
          {cancelLabel}
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={busy || submitDisabled}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
