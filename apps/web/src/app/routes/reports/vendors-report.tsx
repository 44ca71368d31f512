import { ReportPage } from '@/features/reports/components/report-page';
import { VendorsReportView } from '@/features/reports/components/vendors-report-view';

/** /internal/reports/vendors (REP-02, REP-03; ADMIN only, REP-01). */
export default function VendorsReportRoute() {
  return <ReportPage kind="vendors" render={(report) => <VendorsReportView report={report} />} />;
}
