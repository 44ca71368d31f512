import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import { candidateFormDefaults } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCreateCandidate } from '@/features/candidates/core/api/create-candidate';
import { CandidateForm, type CandidateSave } from '@/features/candidates/core/components/form/candidate-form';
import { CandidateFormHeader } from '@/features/candidates/core/components/form/candidate-form-header';
import { useCurrentUser } from '../../current-user';

/** /internal/candidates/new (CAND-FORM-01, -15, -17): multipart create, then the new candidate's page. */
export default function CandidateCreateRoute() {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateCandidate();
  const defaults = useMemo(() => candidateFormDefaults(role), [role]);

  const onSave: CandidateSave = async (values, resume, onProgress) => {
    if (!resume) return; // the form does not save without one (CAND-VAL-26)
    const candidate = await create.mutateAsync({ values, resume, onProgress });
    enqueueSnackbar(t('candidateForm.created'), { variant: 'success' });
    await navigate(`/internal/candidates/${candidate.externalId}`);
  };

  return (
    <Stack spacing={3}>
      <CandidateFormHeader mode="create" backTo="/internal/candidates" backLabel={t('candidateForm.back')} />
      <CandidateForm
        mode="create"
        actorRole={role}
        defaultValues={defaults}
        onSave={onSave}
        onCancel={() => void navigate('/internal/candidates')}
      />
    </Stack>
  );
}
