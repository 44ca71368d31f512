import {
  BACKGROUND_STATUS_LABELS,
  CAMPAIGN_STATUS_LABELS,
  CANDIDATE_SOURCES,
  CANDIDATE_SOURCE_LABELS,
  CANDIDATE_STATUS_LABELS,
  type CandidatesReport,
  type EngagementReport,
  type VendorsReport,
} from '@talent-desk/shared';
import { workbookSheet, type WorkbookSheet } from '../../../lib/file-export/xlsx-workbook.js';

const PERCENT = '0.0%';
const DAYS = '0.0';
/** A week's Monday as a date cell (UTC midnight is that day in the sheet). */
const weekCell = (week: string) => new Date(`${week}T00:00:00Z`);

/** REP-03: the engagement report's two tables, per week and per campaign. */
export function engagementSheets(report: EngagementReport): WorkbookSheet<never>[] {
  return [
    workbookSheet({
      name: 'Per week',
      rows: report.weeks,
      columns: [
        { header: 'Week of', width: 12, value: (w) => weekCell(w.week) },
        { header: 'E-mails sent', width: 14, value: (w) => w.sent },
        { header: 'E-mails opened', width: 14, value: (w) => w.opened },
        { header: 'Surveys submitted', width: 18, value: (w) => w.surveySubmitted },
        { header: 'Unsubscribes', width: 14, value: (w) => w.unsubscribed },
      ],
    }),
    workbookSheet({
      name: 'Per campaign',
      rows: report.campaigns,
      columns: [
        { header: 'Campaign', width: 36, value: (c) => c.name },
        { header: 'Status', width: 12, value: (c) => CAMPAIGN_STATUS_LABELS[c.status] },
        { header: 'E-mails sent', width: 14, value: (c) => c.sent },
        { header: 'Open rate', width: 12, numFmt: PERCENT, value: (c) => c.openRate },
        { header: 'Surveys submitted', width: 18, value: (c) => c.surveySubmitted },
        { header: 'Response rate', width: 14, numFmt: PERCENT, value: (c) => c.responseRate },
        { header: 'Unsubscribes', width: 14, value: (c) => c.unsubscribed },
      ],
    }),
  ];
}

/** REP-03: the candidates report's four tables. */
export function candidatesSheets(report: CandidatesReport): WorkbookSheet<never>[] {
  return [
    workbookSheet({
      name: 'New candidates',
      rows: report.newCandidates,
      columns: [
        { header: 'Week of', width: 12, value: (w) => weekCell(w.week) },
        ...CANDIDATE_SOURCES.map((source) => ({
          header: CANDIDATE_SOURCE_LABELS[source],
          width: 14,
          value: (w: CandidatesReport['newCandidates'][number]) => w.bySource[source],
        })),
        { header: 'Total', width: 10, value: (w) => w.total },
      ],
    }),
    workbookSheet({
      name: 'Funnel per vacancy',
      rows: report.funnel.vacancies,
      columns: [
        { header: 'Vacancy', width: 36, value: (v) => v.title },
        { header: 'Assigned', width: 10, value: (v) => v.assigned },
        { header: CANDIDATE_STATUS_LABELS.ACCEPTED, width: 20, value: (v) => v.screening },
        { header: CANDIDATE_STATUS_LABELS.SHORTLISTED, width: 12, value: (v) => v.shortlisted },
        { header: CANDIDATE_STATUS_LABELS.OFFER_ACCEPTED, width: 14, value: (v) => v.offerAccepted },
        { header: CANDIDATE_STATUS_LABELS.ONBOARDED, width: 16, value: (v) => v.joined },
        { header: CANDIDATE_STATUS_LABELS.REJECTED, width: 10, value: (v) => v.rejected },
      ],
    }),
    workbookSheet({
      name: 'Time in status',
      rows: report.timeInStatus,
      columns: [
        { header: 'Status', width: 20, value: (s) => CANDIDATE_STATUS_LABELS[s.status] },
        { header: 'Stays ended', width: 12, value: (s) => s.completed },
        { header: 'Median days', width: 12, numFmt: DAYS, value: (s) => s.medianDays },
        { header: 'Average days', width: 12, numFmt: DAYS, value: (s) => s.averageDays },
        { header: 'Still in status', width: 14, value: (s) => s.ongoing },
      ],
    }),
    workbookSheet({
      name: 'Background checks',
      rows: report.backgroundChecks.weeks,
      columns: [
        { header: 'Week of', width: 12, value: (w) => weekCell(w.week) },
        { header: BACKGROUND_STATUS_LABELS.BGC_INITIATED, width: 14, value: (w) => w.initiated },
        { header: BACKGROUND_STATUS_LABELS.BGC_COMPLETE, width: 14, value: (w) => w.completed },
        { header: BACKGROUND_STATUS_LABELS.BGC_DECLINED, width: 14, value: (w) => w.declined },
      ],
    }),
  ];
}

/** REP-03: the vendors report's table. */
export function vendorsSheets(report: VendorsReport): WorkbookSheet<never>[] {
  return [
    workbookSheet({
      name: 'Vendors',
      rows: report.vendors,
      columns: [
        { header: 'Vendor', width: 28, value: (v) => v.name },
        { header: 'Status', width: 10, value: (v) => (v.status === 'ACTIVE' ? 'Active' : 'Inactive') },
        { header: 'Submitted', width: 11, value: (v) => v.submitted },
        { header: 'Shortlisted', width: 11, value: (v) => v.shortlisted },
        { header: 'Joined', width: 9, value: (v) => v.joined },
        { header: 'Rejected', width: 9, value: (v) => v.rejected },
        { header: 'Submittal-to-join', width: 17, numFmt: PERCENT, value: (v) => v.submittalToJoin },
        { header: 'Vacancies shared', width: 16, value: (v) => v.sharedVacancies },
        { header: 'Shared with a submittal', width: 22, value: (v) => v.sharedWithSubmission },
        {
          header: 'Median days to first submittal',
          width: 28,
          numFmt: DAYS,
          value: (v) => v.medianDaysToFirstSubmission,
        },
      ],
    }),
  ];
}
