import Stack from '@mui/material/Stack';
import { REPORT_KINDS } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SectionPagesNav } from '@/app/layout/section-pages-nav';
import { reportPath } from '@/features/insights/reports/components/report-paths';
import { useReportRange } from '@/features/insights/reports/components/use-report-range';

/** The Reports section (REP-01: ADMIN only): its three reports (REP-02), the range carried between them. */
export default function ReportsLayout() {
  const { t } = useTranslation();
  const { search } = useReportRange();
  return (
    <Stack spacing={3}>
      <SectionPagesNav
        label={t('reports.navigation')}
        search={search}
        pages={REPORT_KINDS.map((kind) => ({
          key: kind,
          path: reportPath(kind),
          label: t(`reports.pages.${kind}`),
        }))}
      />
      <Outlet />
    </Stack>
  );
}
