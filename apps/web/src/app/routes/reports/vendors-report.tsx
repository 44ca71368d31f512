import { ReportPage } from '@/features/insights/reports/components/report-page';
import { VendorsReportView } from '@/features/insights/reports/components/vendors-report-view';

/** /internal/reports/vendors (REP-02, REP-03; ADMIN only, REP-01). */
export default function VendorsReportRoute() {
  return <ReportPage kind="vendors" render={(report) => <VendorsReportView report={report} />} />;
}
