import { useState } from 'react';
import type { CandidateListRow } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { CandidatePicker } from './candidate-picker';
import { useAttachForm } from './use-attach-form';

export type AttachCandidatesDialogProps = {
  open: boolean;
  vacancyExternalId: string;
  vacancyTitle: string;
  onClose: () => void;
};

/** Attaches candidates to this vacancy: the same POST /api/candidates/assign as the candidate list. */
export function AttachCandidatesDialog(props: AttachCandidatesDialogProps) {
  // Mounted only while open: each opening starts with nothing picked.
  return props.open ? <AttachForm {...props} /> : null;
}

function AttachForm({ vacancyExternalId, vacancyTitle, onClose }: AttachCandidatesDialogProps) {
  const { t } = useTranslation();
  const [candidates, setCandidates] = useState<CandidateListRow[]>([]);
  const count = candidates.length;
  const attach = useAttachForm({ missing: count === 0, count, onAttached: onClose });

  return (
    <FormDialog
      title={t('pipeline.attach.title')}
      description={t('pipeline.attach.intro', { vacancy: vacancyTitle })}
      onClose={onClose}
      onSubmit={(event) =>
        attach.submit(event, () => ({
          candidateExternalIds: candidates.map((row) => row.externalId),
          vacancyExternalIds: [vacancyExternalId],
        }))
      }
      error={attach.errorText}
      cancelLabel={t('candidateList.attach.cancel')}
      submitLabel={t('pipeline.attach.submit', { count })}
      busy={attach.busy}
    >
      <CandidatePicker
        label={t('pipeline.attach.candidates')}
        value={candidates}
        onChange={setCandidates}
        vacancyExternalId={vacancyExternalId}
        error={attach.showMissing}
        helperText={attach.showMissing ? t('pipeline.attach.required') : undefined}
      />
    </FormDialog>
  );
}
