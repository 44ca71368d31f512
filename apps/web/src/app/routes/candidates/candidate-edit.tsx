import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { CandidateRead } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCandidate } from '@/features/candidates/core/api/get-candidate';
import { useUpdateCandidate } from '@/features/candidates/core/api/update-candidate';
import { CandidateNotFound } from '@/features/candidates/core/components/candidate-not-found';
import { CandidateForm, type CandidateSave } from '@/features/candidates/core/components/form/candidate-form';
import { CandidateFormHeader } from '@/features/candidates/core/components/form/candidate-form-header';
import {
  candidateToFormInput,
  knownOptionsOf,
} from '@/features/candidates/core/components/form/candidate-form-values';
import { isApiError } from '@/lib/http';
import { useCurrentUser } from '../../current-user';

/** /internal/candidates/{id}/edit (CAND-FORM-01, -16, -18): loads the candidate, saves JSON with PUT. */
export default function CandidateEditRoute() {
  const { candidateId = '' } = useParams();
  const { t } = useTranslation();
  const candidate = useCandidate(candidateId);
  const detailsPath = `/internal/candidates/${candidateId}`;

  if (candidate.isPending) {
    return (
      <Stack spacing={3} aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton variant="text" width={280} height={48} />
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={180} />
        ))}
      </Stack>
    );
  }
  if (candidate.isError) {
    // A malformed id (400) is as unknown as a missing one, or another vendor's (404).
    if (isApiError(candidate.error) && [400, 404].includes(candidate.error.status))
      return <CandidateNotFound />;
    throw candidate.error;
  }
  return (
    <Stack spacing={3}>
      <CandidateFormHeader
        mode="edit"
        name={candidate.data.fullName}
        backTo={detailsPath}
        backLabel={t('candidateForm.backToCandidate')}
      />
      <EditForm candidate={candidate.data} detailsPath={detailsPath} />
    </Stack>
  );
}

function EditForm({ candidate, detailsPath }: { candidate: CandidateRead; detailsPath: string }) {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateCandidate(candidate.externalId);
  const known = knownOptionsOf(candidate);

  const onSave: CandidateSave = async (values) => {
    await update.mutateAsync(values);
    enqueueSnackbar(t('candidateForm.edited'), { variant: 'success' });
    await navigate(detailsPath);
  };

  return (
    <CandidateForm
      mode="edit"
      actorRole={role}
      defaultValues={candidateToFormInput(candidate)}
      knownLanguages={known.languages}
      knownSkills={known.skills}
      blockedReason={candidate.editBlockedReason}
      onSave={onSave}
      onCancel={() => void navigate(detailsPath)}
    />
  );
}
