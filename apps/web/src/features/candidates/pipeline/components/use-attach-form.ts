import { useState, type FormEvent } from 'react';
import type { AssignCandidatesBody } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useAssignCandidates } from '../api/assign-candidates';

export type AttachFormOptions = {
  /** Nothing picked yet: the submit only marks the field touched. */
  missing: boolean;
  /** How many candidates get attached, for the success message. */
  count: number;
  onAttached: () => void;
};

/**
 * The attach dialogs' submit (POST /api/candidates/assign) once something is picked, 'n candidates
 * attached' on success, and the failure in the spec's words: a 409 is the server's 'already attached'
 * text, anything else candidateAttachedFailed (RESP-30/31, ERR-03).
 */
export function useAttachForm({ missing, count, onAttached }: AttachFormOptions) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [touched, setTouched] = useState(false);
  const mutation = useAssignCandidates();

  function submit(event: FormEvent, body: () => AssignCandidatesBody) {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    mutation.mutate(body(), {
      onSuccess: () => {
        enqueueSnackbar(t('candidateList.attach.success', { count }), { variant: 'success' });
        onAttached();
      },
    });
  }

  const error = mutation.error;
  const errorText = error
    ? isApiError(error) && error.status === 409
      ? error.message
      : t('candidateMessages.candidateAttachedFailed')
    : null;

  return { submit, errorText, busy: mutation.isPending, showMissing: touched && missing };
}
