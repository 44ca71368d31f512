import { ReportPage } from '@/features/insights/reports/components/report-page';
import { EngagementReportView } from '@/features/insights/reports/components/engagement-report-view';

/** /internal/reports/engagement (REP-02, REP-03; ADMIN only, REP-01). */
export default function EngagementReportRoute() {
  return <ReportPage kind="engagement" render={(report) => <EngagementReportView report={report} />} />;
}
