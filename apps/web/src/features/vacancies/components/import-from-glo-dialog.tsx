import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { VACANCY_LIMITS, vacancyImportParamsSchema } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';

export type ImportFromGloDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called with a valid GLO-R vacancy id (the page then opens the import review). */
  onImport: (gloId: string) => void;
};

/** Asks for the GLO-R vacancy id to import, checked with the API's own rule before leaving the list. */
export function ImportFromGloDialog({ open, onClose, onImport }: ImportFromGloDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('vacancyImport.dialog.title')}</DialogTitle>
      {open ? <ImportForm onClose={onClose} onImport={onImport} /> : null}
    </Dialog>
  );
}

function ImportForm({ onClose, onImport }: Omit<ImportFromGloDialogProps, 'open'>) {
  const { t } = useTranslation();
  const formId = useId();
  const [gloId, setGloId] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = vacancyImportParamsSchema.safeParse({ gloId: gloId.trim() });
    if (!parsed.success) {
      setError(gloId.trim() ? (parsed.error.issues[0]?.message ?? null) : t('vacancyImport.dialog.required'));
      return;
    }
    onImport(parsed.data.gloId);
  }

  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('vacancyImport.dialog.intro')}</DialogContentText>
        <form id={formId} noValidate onSubmit={submit}>
          <TextField
            autoFocus
            fullWidth
            required
            label={t('vacancyImport.dialog.gloId')}
            placeholder="GLO-V-9001"
            value={gloId}
            onChange={(event) => {
              setGloId(event.target.value);
              if (error) setError(null);
            }}
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: VACANCY_LIMITS.gloVacancyIdMax, spellCheck: false } }}
          />
        </form>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('vacancyImport.dialog.cancel')}</Button>
        <Button type="submit" form={formId} variant="contained">
          {t('vacancyImport.dialog.submit')}
        </Button>
      </DialogActions>
    </>
  );
}
