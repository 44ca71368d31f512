import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DashboardBlockKey } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { CandidateCard } from '@/features/candidates/core/components/list/candidate-card';
import { candidateColumns } from '@/features/candidates/core/components/list/candidate-columns';
import { useDashboard } from '@/features/insights/dashboard/api/get-dashboard';
import {
  DASHBOARD_CANDIDATE_FIELDS,
  DASHBOARD_VACANCY_FIELDS,
  pickColumns,
} from '@/features/insights/dashboard/components/dashboard-columns';
import { DashboardKpiRow } from '@/features/insights/dashboard/components/dashboard-kpi-row';
import { DashboardCandidateBlock } from '@/features/insights/dashboard/components/dashboard-candidate-block';
import {
  candidateBlockLink,
  vacancyBlockLink,
} from '@/features/insights/dashboard/components/dashboard-links';
import { DashboardVacancyBlock } from '@/features/insights/dashboard/components/dashboard-vacancy-block';
import { QuickCreateMenu } from '@/features/insights/dashboard/components/quick-create-menu';
import { VacancyCard } from '@/features/vacancies/core/components/vacancy-card';
import { vacancyColumns } from '@/features/vacancies/core/components/vacancy-columns';
import { VACANCIES_PATH } from '@/features/vacancies/core/components/vacancy-paths';
import { formatPersonName } from '@/lib/format';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useCurrentUser } from '../../current-user';
import { useAppNavigation } from '../../navigation-context';

const CANDIDATES_PATH = '/internal/candidates';
const NO_BLOCKS: readonly DashboardBlockKey[] = [];
const renderCandidateCard = (row: Parameters<typeof CandidateCard>[0]['row']) => <CandidateCard row={row} />;
const renderVacancyCard = (row: Parameters<typeof VacancyCard>[0]['row']) => <VacancyCard row={row} />;

/** /internal/dashboard (DASH-01..11): title, quick-create menu and the blocks the server gives the user. */
export default function DashboardRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { quickCreateItems } = useAppNavigation();
  const dashboard = useDashboard();
  const allBlocks = dashboard.data?.blocks ?? NO_BLOCKS;
  const blocks = useOneAtATime(allBlocks);
  const items = quickCreateItems.map((item) => ({
    key: item.key,
    path: item.path,
    label: t(`dashboard.${item.key}`),
  }));
  const candidateCols = useMemo(() => pickColumns(candidateColumns(t), DASHBOARD_CANDIDATE_FIELDS), [t]);
  const vacancyCols = useMemo(
    () => pickColumns(vacancyColumns(t, { showVendors: false }), DASHBOARD_VACANCY_FIELDS),
    [t],
  );

  function renderBlock(block: DashboardBlockKey) {
    if (block === 'openVacancies') {
      const vendor = dashboard.data?.vendorName;
      const key = vendor ? 'vendorOpenVacancies' : 'myOpenVacancies';
      return (
        <DashboardVacancyBlock
          key={block}
          title={t(`dashboard.blocks.${key}`, { vendor: vendor ?? '' })}
          emptyText={t(`dashboard.empty.${key}`)}
          viewAllTo={vacancyBlockLink(VACANCIES_PATH, user.role, user.externalId)}
          userExternalId={user.externalId}
          columns={vacancyCols}
          renderCard={renderVacancyCard}
        />
      );
    }
    return (
      <DashboardCandidateBlock
        key={block}
        block={block}
        title={t(`dashboard.blocks.${block}`)}
        emptyText={t(`dashboard.empty.${block}`)}
        viewAllTo={candidateBlockLink(CANDIDATES_PATH, block)}
        userExternalId={user.externalId}
        columns={candidateCols}
        renderCard={renderCandidateCard}
      />
    );
  }

  return (
    <Stack spacing={4}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Stack spacing={0.5}>
          <Typography variant="h1" component="h1">
            {t('dashboard.title')}
          </Typography>
          <Typography color="text.secondary">
            {t('dashboard.welcome', { name: formatPersonName(user) })}
          </Typography>
        </Stack>
        <QuickCreateMenu label={t('dashboard.quickCreate')} items={items} />
      </Stack>
      <DashboardKpiRow />
      {dashboard.error ? (
        <LoadErrorAlert message={t('dashboard.loadFailed')} onRetry={() => void dashboard.refetch()} />
      ) : null}
      {/* Busy while its blocks mount, one after another (assistive technology waits for the whole). */}
      <Stack spacing={4} aria-busy={blocks.length < allBlocks.length}>
        {blocks.map(renderBlock)}
      </Stack>
    </Stack>
  );
}
