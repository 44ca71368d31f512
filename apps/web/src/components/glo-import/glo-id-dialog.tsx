import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { z } from 'zod';

export type GloIdDialogTexts = {
  title: string;
  intro: string;
  label: string;
  required: string;
  cancel: string;
  submit: string;
};

export type GloIdDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called with a valid GLO-R id (the page then opens the import review). */
  onImport: (gloId: string) => void;
  /** The API's own {gloId} rule, checked before leaving the list. */
  schema: z.ZodType<{ gloId: string }>;
  maxLength: number;
  placeholder: string;
  texts: GloIdDialogTexts;
};

/** Asks for the GLO-R id of what to import (a vacancy, a project), checked with the API's own rule. */
export function GloIdDialog({ open, onClose, texts, ...form }: GloIdDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      {open ? <GloIdForm onClose={onClose} texts={texts} {...form} /> : null}
    </Dialog>
  );
}

function GloIdForm({
  onClose,
  onImport,
  schema,
  maxLength,
  placeholder,
  texts,
}: Omit<GloIdDialogProps, 'open'>) {
  const formId = useId();
  const [gloId, setGloId] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse({ gloId: gloId.trim() });
    if (!parsed.success) {
      setError(gloId.trim() ? (parsed.error.issues[0]?.message ?? null) : texts.required);
      return;
    }
    onImport(parsed.data.gloId);
  }

  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{texts.intro}</DialogContentText>
        <form id={formId} noValidate onSubmit={submit}>
          <TextField
            autoFocus
            fullWidth
            required
            label={texts.label}
            placeholder={placeholder}
            value={gloId}
            onChange={(event) => {
              setGloId(event.target.value);
              if (error) setError(null);
            }}
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength, spellCheck: false } }}
          />
        </form>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{texts.cancel}</Button>
        <Button type="submit" form={formId} variant="contained">
          {texts.submit}
        </Button>
      </DialogActions>
    </>
  );
}
