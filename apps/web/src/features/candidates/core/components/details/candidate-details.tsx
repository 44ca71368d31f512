import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { CandidateRead, Role } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { CandidateHeader } from './candidate-header';
import { HashTabs } from '@/components/hash-tabs';
import { formatDate } from '@/lib/format';
import { CANDIDATE_TABS } from './candidate-tabs';
import { HistoryTab } from './history-tab';
import { ProfileTab } from './profile-tab';
import { ResumeTab } from './resume-tab';
import { ActivityTab } from '../../../timeline/components/activity-tab';

export type CandidateDetailsProps = {
  candidate: CandidateRead;
  role: Role;
  onUpdateBackground: () => void;
  /** The #vacancies tab: the candidate's pipeline, which the page brings (features do not import each other). */
  vacanciesTab: ReactNode;
  /** Above the tabs: the careers-site applications (staff only), which the page brings too. */
  careersApplications?: ReactNode;
};

/** The details page body: header, then the tab of the URL hash (CAND-DETAIL-01). */
export function CandidateDetails({
  candidate,
  role,
  onUpdateBackground,
  vacanciesTab,
  careersApplications,
}: CandidateDetailsProps) {
  const { t } = useTranslation();
  const count = candidate.candidateStatuses.filter((row) => row.status !== 'NOT_ASSIGNED').length;

  return (
    <Stack spacing={3}>
      <CandidateHeader candidate={candidate} role={role} onUpdateBackground={onUpdateBackground} />
      {candidate.anonymisedAt && (
        <Alert severity="info">
          {t('candidateDetails.anonymised', { date: formatDate(candidate.anonymisedAt) })}
        </Alert>
      )}
      {careersApplications}
      <HashTabs
        tabs={CANDIDATE_TABS}
        idPrefix="candidate"
        label={t('candidateDetails.tabsLabel')}
        tabLabel={(key) =>
          key === 'vacancies'
            ? t('candidateDetails.tabs.vacanciesCount', { count })
            : t(`candidateDetails.tabs.${key}`)
        }
      >
        {(tab) => (
          <>
            {tab === 'profile' && <ProfileTab candidate={candidate} />}
            {tab === 'vacancies' && vacanciesTab}
            {tab === 'resume' && <ResumeTab candidate={candidate} />}
            {tab === 'history' && <HistoryTab candidateId={candidate.externalId} role={role} />}
            {tab === 'activity' && <ActivityTab candidateId={candidate.externalId} role={role} />}
          </>
        )}
      </HashTabs>
    </Stack>
  );
}
