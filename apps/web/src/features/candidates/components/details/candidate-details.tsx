import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { CandidateRead, Role } from '@talent-desk/shared';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CandidateHeader } from './candidate-header';
import { CANDIDATE_TABS, tabFromHash } from './candidate-tabs';
import { HistoryTab } from './history-tab';
import { ProfileTab } from './profile-tab';
import { ResumeTab } from './resume-tab';
import { VacanciesTab } from './vacancies-tab';

export type CandidateDetailsProps = {
  candidate: CandidateRead;
  role: Role;
  onUpdateBackground: () => void;
};

/** The details page body: header, then the tab of the URL hash (CAND-DETAIL-01). */
export function CandidateDetails({ candidate, role, onUpdateBackground }: CandidateDetailsProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabFromHash(location.hash);
  const count = candidate.candidateStatuses.filter((row) => row.status !== 'NOT_ASSIGNED').length;

  return (
    <Stack spacing={3}>
      <CandidateHeader candidate={candidate} role={role} onUpdateBackground={onUpdateBackground} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          // A tab is part of the page: switching keeps the scroll position.
          onChange={(_event, next: string) =>
            void navigate({ hash: next }, { replace: true, preventScrollReset: true })
          }
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('candidateDetails.tabsLabel')}
        >
          {CANDIDATE_TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              id={`candidate-tab-${key}`}
              aria-controls={`candidate-tabpanel-${key}`}
              label={
                key === 'vacancies'
                  ? t('candidateDetails.tabs.vacanciesCount', { count })
                  : t(`candidateDetails.tabs.${key}`)
              }
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`candidate-tabpanel-${tab}`} aria-labelledby={`candidate-tab-${tab}`}>
        {tab === 'profile' && <ProfileTab candidate={candidate} />}
        {tab === 'vacancies' && <VacanciesTab candidate={candidate} role={role} />}
        {tab === 'resume' && <ResumeTab candidate={candidate} />}
        {tab === 'history' && <HistoryTab candidateId={candidate.externalId} role={role} />}
      </Box>
    </Stack>
  );
}
