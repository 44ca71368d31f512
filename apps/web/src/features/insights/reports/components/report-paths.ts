import type { ReportKind } from '@talent-desk/shared';

export const REPORTS_PATH = '/internal/reports';

/** /internal/reports/{engagement,candidates,vendors} (REP-02). */
export const reportPath = (kind: ReportKind) => `${REPORTS_PATH}/${kind}`;
