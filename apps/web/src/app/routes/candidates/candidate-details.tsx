import { useState } from 'react';
import { useParams } from 'react-router';
import { CandidateVacanciesTab } from '@/features/candidates/pipeline/components/candidate-vacancies-tab';
import { useCandidateApplications } from '@/features/candidates/careers-applications/api/careers-applications';
import { CandidateCareersApplications } from '@/features/candidates/careers-applications/components/candidate-careers-applications';
import { useCandidate } from '@/features/candidates/core/api/get-candidate';
import { BackgroundStatusDialog } from '@/features/candidates/core/components/background-status-dialog';
import { CandidateNotFound } from '@/features/candidates/core/components/candidate-not-found';
import { CandidateDetails } from '@/features/candidates/core/components/details/candidate-details';
import { CandidateDetailsSkeleton } from '@/features/candidates/core/components/details/candidate-details-skeleton';
import { isApiError } from '@/lib/http';
import { useCurrentUser } from '../../current-user';

/** /internal/candidates/{id} (CAND-DETAIL-01..05). */
export default function CandidateDetailsRoute() {
  const { candidateId = '' } = useParams();
  const { role } = useCurrentUser();
  const candidate = useCandidate(candidateId);
  const staff = role !== 'VENDOR';
  // The applications sit above the tabs: the page waits for their first page (asked in parallel, the
  // section below shares the query) so the tab strip does not drop once they arrive.
  const applications = useCandidateApplications(candidateId, 1, { enabled: staff });
  const [backgroundOpen, setBackgroundOpen] = useState(false);

  if (candidate.isPending || (staff && applications.isPending)) return <CandidateDetailsSkeleton />;
  if (candidate.isError) {
    // A malformed id (400) is as unknown as a missing one, or another vendor's (404).
    if (isApiError(candidate.error) && [400, 404].includes(candidate.error.status))
      return <CandidateNotFound />;
    throw candidate.error;
  }
  return (
    <>
      <CandidateDetails
        candidate={candidate.data}
        role={role}
        onUpdateBackground={() => setBackgroundOpen(true)}
        vacanciesTab={<CandidateVacanciesTab candidate={candidate.data} role={role} />}
        careersApplications={
          staff && <CandidateCareersApplications candidateId={candidate.data.externalId} />
        }
      />
      <BackgroundStatusDialog
        open={backgroundOpen}
        candidates={[candidate.data]}
        onClose={() => setBackgroundOpen(false)}
      />
    </>
  );
}
