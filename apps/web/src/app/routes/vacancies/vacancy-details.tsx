import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HashTabs } from '@/components/hash-tabs';
import { VacancyCandidatesTab } from '@/features/candidates/pipeline/components/vacancy-candidates-tab';
import { NotesPanel } from '@/features/candidates/notes/components/notes-panel';
import { VacancyCareersApplications } from '@/features/candidates/careers-applications/components/vacancy-careers-applications';
import { useVacancy } from '@/features/vacancies/core/api/get-vacancy';
import { VacancyDetailsTab } from '@/features/vacancies/core/components/vacancy-details-tab';
import { VacancyHeader } from '@/features/vacancies/core/components/vacancy-header';
import { VacancyNotFound } from '@/features/vacancies/core/components/vacancy-not-found';
import { vacancyTabs } from '@/features/vacancies/core/components/vacancy-tabs';
import { VacancyVendorsTab } from '@/features/vacancies/core/components/vacancy-vendors-tab';
import { isApiError } from '@/lib/http';
import { useCurrentUser } from '../../current-user';

/** /internal/vacancies/{id} with hash tabs (VAC-01, VAC-02). */
export default function VacancyDetailsRoute() {
  const { t } = useTranslation();
  const { vacancyId = '' } = useParams();
  const { role } = useCurrentUser();
  const vacancy = useVacancy(vacancyId);

  if (vacancy.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('vacancies.loading')}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }
  if (vacancy.isError) {
    // A malformed id (400) is as unknown as a missing one, or one a VENDOR may not see (404).
    if (isApiError(vacancy.error) && [400, 404].includes(vacancy.error.status)) return <VacancyNotFound />;
    throw vacancy.error;
  }
  return (
    <Stack spacing={3}>
      <VacancyHeader vacancy={vacancy.data} role={role} />
      <HashTabs
        tabs={vacancyTabs(role)}
        idPrefix="vacancy"
        label={t('vacancies.tabsLabel')}
        tabLabel={(tab) =>
          t(`vacancies.tabs.${tab}`, {
            count: tab === 'candidates' ? vacancy.data.candidatesCount : vacancy.data.vendorCount,
          })
        }
      >
        {(tab) =>
          tab === 'notes' ? (
            <NotesPanel target={{ kind: 'vacancy', externalId: vacancy.data.externalId }} />
          ) : tab === 'vendors' ? (
            <VacancyVendorsTab vacancy={vacancy.data} />
          ) : tab === 'candidates' ? (
            <Stack spacing={2}>
              {role !== 'VENDOR' && <VacancyCareersApplications vacancyId={vacancy.data.externalId} />}
              <VacancyCandidatesTab
                vacancyExternalId={vacancy.data.externalId}
                vacancyTitle={vacancy.data.title}
                role={role}
              />
            </Stack>
          ) : (
            <VacancyDetailsTab vacancy={vacancy.data} />
          )
        }
      </HashTabs>
    </Stack>
  );
}
