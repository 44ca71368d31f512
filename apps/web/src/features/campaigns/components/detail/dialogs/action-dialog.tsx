import { useId, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export type ActionDialogProps = {
  open: boolean;
  title: string;
  /** What the action does, above the fields. */
  description: string;
  /** The confirming button's text: the action's own verb. */
  confirmLabel: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/** A menu action's modal: a short form (a comment, a name, a date) with Cancel and the action's button. */
export function ActionDialog({
  open,
  title,
  description,
  confirmLabel,
  busy,
  onClose,
  onSubmit,
  children,
}: ActionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            <DialogContentText id={textId}>{description}</DialogContentText>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('campaigns.dialogs.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
