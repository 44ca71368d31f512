import { ReportPage } from '@/features/reports/components/report-page';
import { EngagementReportView } from '@/features/reports/components/engagement-report-view';

/** /internal/reports/engagement (REP-02, REP-03; ADMIN only, REP-01). */
export default function EngagementReportRoute() {
  return <ReportPage kind="engagement" render={(report) => <EngagementReportView report={report} />} />;
}
