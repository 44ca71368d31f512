import { useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import type { z } from 'zod';
import { FormDialog } from '../form/form-dialog';

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
export function GloIdDialog({ open, ...form }: GloIdDialogProps) {
  // Mounted only while open: each opening starts with an empty id.
  return open ? <GloIdForm {...form} /> : null;
}

function GloIdForm({
  onClose,
  onImport,
  schema,
  maxLength,
  placeholder,
  texts,
}: Omit<GloIdDialogProps, 'open'>) {
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
    <FormDialog
      title={texts.title}
      description={texts.intro}
      onClose={onClose}
      onSubmit={submit}
      cancelLabel={texts.cancel}
      submitLabel={texts.submit}
      maxWidth="xs"
    >
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
    </FormDialog>
  );
}
