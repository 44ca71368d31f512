import { ReportPage } from '@/features/insights/reports/components/report-page';
import { CandidatesReportView } from '@/features/insights/reports/components/candidates-report-view';

/** /internal/reports/candidates (REP-02, REP-03; ADMIN only, REP-01). */
export default function CandidatesReportRoute() {
  return <ReportPage kind="candidates" render={(report) => <CandidatesReportView report={report} />} />;
}
