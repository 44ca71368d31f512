import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePublicVacancy } from '@/features/candidates/public-apply/api/get-public-vacancy';
import { ApplicationReceived } from '@/features/candidates/public-apply/components/application-received';
import { ApplyForm } from '@/features/candidates/public-apply/components/apply-form';
import { CareersFrame } from '@/features/candidates/public-apply/components/careers-frame';
import { JobNotOpen } from '@/features/candidates/public-apply/components/job-not-open';
import { PublicVacancySummary } from '@/features/candidates/public-apply/components/public-vacancy-summary';
import { isApiError } from '@/lib/http';

const card = { p: { xs: 2, sm: 4 } } as const;

/** /jobs/{vacancyId}: the careers page of a published OPEN vacancy and its application form, no sign-in. */
export default function JobApplyRoute() {
  const { t } = useTranslation();
  const { vacancyId = '' } = useParams();
  const vacancy = usePublicVacancy(vacancyId);
  const [applied, setApplied] = useState(false);

  if (vacancy.isPending) {
    return (
      <CareersFrame title={t('apply.loading')}>
        <Skeleton variant="rounded" height={360} aria-label={t('apply.loading')} />
      </CareersFrame>
    );
  }
  if (vacancy.isError) {
    const notFound = isApiError(vacancy.error) && vacancy.error.status === 404;
    const reason = notFound ? 'notFound' : 'loadFailed';
    return (
      <CareersFrame title={t(`apply.${reason}`)}>
        <JobNotOpen reason={reason} />
      </CareersFrame>
    );
  }
  return (
    <CareersFrame title={vacancy.data.title}>
      <Stack spacing={{ xs: 2, sm: 3 }}>
        <Paper variant="outlined" sx={card}>
          <PublicVacancySummary vacancy={vacancy.data} />
        </Paper>
        <Paper variant="outlined" sx={card}>
          {applied ? (
            <ApplicationReceived />
          ) : (
            <ApplyForm vacancyId={vacancyId} onApplied={() => setApplied(true)} />
          )}
        </Paper>
      </Stack>
    </CareersFrame>
  );
}
