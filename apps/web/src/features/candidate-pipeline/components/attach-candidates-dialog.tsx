import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CandidateListRow } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/http';
import { useAssignCandidates } from '../api/assign-candidates';
import { CandidatePicker } from './candidate-picker';

export type AttachCandidatesDialogProps = {
  open: boolean;
  vacancyExternalId: string;
  vacancyTitle: string;
  onClose: () => void;
};

/** Attaches candidates to this vacancy: the same POST /api/candidates/assign as the candidate list. */
export function AttachCandidatesDialog(props: AttachCandidatesDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('pipeline.attach.title')}</DialogTitle>
      {props.open ? <AttachForm {...props} /> : null}
    </Dialog>
  );
}

function AttachForm({ vacancyExternalId, vacancyTitle, onClose }: AttachCandidatesDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const formId = useId();
  const [candidates, setCandidates] = useState<CandidateListRow[]>([]);
  const [touched, setTouched] = useState(false);
  const mutation = useAssignCandidates();
  const missing = candidates.length === 0;
  const count = candidates.length;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    mutation.mutate(
      {
        candidateExternalIds: candidates.map((row) => row.externalId),
        vacancyExternalIds: [vacancyExternalId],
      },
      {
        onSuccess: () => {
          enqueueSnackbar(t('candidateList.attach.success', { count }), { variant: 'success' });
          onClose();
        },
      },
    );
  }

  // RESP-30/31: 409 is the server's 'already attached' text; anything else candidateAttachedFailed.
  const error = mutation.error;
  const errorText = error
    ? isApiError(error) && error.status === 409
      ? error.message
      : t('candidateMessages.candidateAttachedFailed')
    : null;

  return (
    <>
      <DialogContent>
        <Stack component="form" id={formId} spacing={2.5} noValidate onSubmit={submit} sx={{ pt: 1 }}>
          <Typography color="text.secondary">
            {t('pipeline.attach.intro', { vacancy: vacancyTitle })}
          </Typography>
          <CandidatePicker
            label={t('pipeline.attach.candidates')}
            value={candidates}
            onChange={setCandidates}
            vacancyExternalId={vacancyExternalId}
            error={touched && missing}
            helperText={touched && missing ? t('pipeline.attach.required') : undefined}
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
          {t('pipeline.attach.submit', { count })}
        </Button>
      </DialogActions>
    </>
  );
}
