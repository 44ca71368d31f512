import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useCandidateApplications } from '../api/careers-applications';
import { ApplicationsPager } from './applications-pager';
import { CareersApplicationCard } from './careers-application-card';

/**
 * 'Careers-site applications' on a candidate's page (staff only: the page mounts it for ADMIN and TAG):
 * what arrived from the careers site for this candidate, newest first. Hidden while there is none.
 */
export function CandidateCareersApplications({ candidateId }: { candidateId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const applications = useCandidateApplications(candidateId, page);

  if (applications.isError)
    return (
      <LoadErrorAlert
        message={t('careersApplications.loadFailed')}
        onRetry={() => void applications.refetch()}
      />
    );
  const data = applications.data;
  if (!data || data.totalElements === 0) return null;
  return (
    <Stack component="section" spacing={2} aria-labelledby="candidate-careers-applications">
      <Typography id="candidate-careers-applications" variant="h6" component="h2">
        {t('careersApplications.title', { count: data.totalElements })}
      </Typography>
      {data.content.map((application) => (
        <CareersApplicationCard key={application.externalId} application={application} />
      ))}
      <ApplicationsPager count={data.totalElements} page={page} onChange={setPage} />
    </Stack>
  );
}
