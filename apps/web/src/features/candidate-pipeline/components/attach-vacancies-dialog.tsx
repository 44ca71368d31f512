import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OptionItem } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { AsyncAutocomplete } from '@/components/async-autocomplete/async-autocomplete';
import { optionKey } from '@/components/async-autocomplete/options-source';
import { isApiError } from '@/lib/http';
import { useAssignCandidates } from '../api/assign-candidates';

export type AttachVacanciesDialogProps = {
  open: boolean;
  candidateExternalIds: readonly string[];
  onClose: () => void;
  onAttached?: () => void;
};

/** Attaches the selected candidates to vacancies (POST /api/candidates/assign; 2-engagement-admin §8). */
export function AttachVacanciesDialog(props: AttachVacanciesDialogProps) {
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm">
      {props.open ? <AttachForm {...props} /> : null}
    </Dialog>
  );
}

function AttachForm({ candidateExternalIds, onClose, onAttached }: AttachVacanciesDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const formId = useId();
  const [vacancies, setVacancies] = useState<OptionItem[]>([]);
  const [touched, setTouched] = useState(false);
  const mutation = useAssignCandidates();
  const count = candidateExternalIds.length;
  const missing = vacancies.length === 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    mutation.mutate(
      { candidateExternalIds: [...candidateExternalIds], vacancyExternalIds: vacancies.map(optionKey) },
      {
        onSuccess: () => {
          enqueueSnackbar(t('candidateList.attach.success', { count }), { variant: 'success' });
          onAttached?.();
          onClose();
        },
      },
    );
  }

  // 409: the server's 'already attached' text; anything else: candidateAttachedFailed (ERR-03).
  const error = mutation.error;
  const errorText = error
    ? isApiError(error) && error.status === 409
      ? error.message
      : t('candidateMessages.candidateAttachedFailed')
    : null;

  return (
    <>
      <DialogTitle>{t('candidateList.attach.title')}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={formId} spacing={2.5} noValidate onSubmit={submit} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{t('candidateList.attach.intro', { count })}</Typography>
          <AsyncAutocomplete
            kind="vacancies"
            label={t('candidateList.attach.vacancies')}
            value={vacancies}
            onChange={setVacancies}
            listHeight={350}
            required
            error={touched && missing}
            helperText={touched && missing ? t('candidateMessages.requiredVacancy') : undefined}
            size="medium"
          />
          {errorText ? (
            <Alert severity="error" role="alert">
              {errorText}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('candidateList.attach.cancel')}</Button>
        <Button type="submit" form={formId} variant="contained" disabled={mutation.isPending}>
          {t('candidateList.attach.submit')}
        </Button>
      </DialogActions>
    </>
  );
}
