import {
  CANDIDATE_SOURCES,
  TIMED_STATUSES,
  statisticsRates,
  type CandidateSource,
  type CandidatesReport,
  type EngagementReport,
  type NewCandidatesWeek,
  type ReportQuery,
  type VendorsReport,
} from '@talent-desk/shared';
import type { Queryable } from '../../../lib/queryable.js';
import {
  backgroundByWeek,
  funnelByVacancy,
  medianDaysToCompleteCheck,
  newCandidatesByWeek,
  timeInStatus,
} from './candidates-report.repo.js';
import { engagementByCampaign, engagementByWeek, type EngagementCounts } from './engagement-report.repo.js';
import { vendorsReport } from './vendors-report.repo.js';

/** Open and response rates as the campaign statistics compute them (opened / sent, submitted / sent). */
function ratesOf(counts: EngagementCounts) {
  return statisticsRates({
    EMAIL_SENT: counts.sent,
    EMAIL_OPENED: counts.opened,
    SURVEY_OPENED: 0,
    SURVEY_SUBMITTED: counts.surveySubmitted,
    UNSUBSCRIBE_EVENT: counts.unsubscribed,
  });
}

function sumOf<Row>(rows: readonly Row[], value: (row: Row) => number): number {
  return rows.reduce((sum, row) => sum + value(row), 0);
}

/** REP-03 (ours): e-mails sent, opened, surveys submitted and unsubscribes per week and per campaign. */
export async function engagementReport(db: Queryable, query: ReportQuery): Promise<EngagementReport> {
  const [weeks, campaigns] = [await engagementByWeek(db, query), await engagementByCampaign(db, query)];
  const totals: EngagementCounts = {
    sent: sumOf(weeks, (w) => w.sent),
    opened: sumOf(weeks, (w) => w.opened),
    surveySubmitted: sumOf(weeks, (w) => w.surveySubmitted),
    unsubscribed: sumOf(weeks, (w) => w.unsubscribed),
  };
  return {
    ...query,
    totals: { ...totals, ...ratesOf(totals) },
    weeks,
    campaigns: campaigns.map((campaign) => ({ ...campaign, ...ratesOf(campaign) })),
  };
}

const noSources = (): Record<CandidateSource, number> =>
  Object.fromEntries(CANDIDATE_SOURCES.map((source) => [source, 0])) as Record<CandidateSource, number>;

/**
 * REP-03 (ours): new candidates per week and source, the pipeline funnel per vacancy, the time spent in
 * each status and the background checks per week. The queries run one after another: the embedded
 * database takes one at a time anyway.
 */
export async function candidatesReport(db: Queryable, query: ReportQuery): Promise<CandidatesReport> {
  const created = await newCandidatesByWeek(db, query);
  const newCandidates: NewCandidatesWeek[] = [];
  for (const row of created) {
    let week = newCandidates.at(-1);
    if (week?.week !== row.week) {
      week = { week: row.week, bySource: noSources(), total: 0 };
      newCandidates.push(week);
    }
    if (row.source) week.bySource[row.source] += row.count;
    week.total += row.count;
  }
  const vacancies = await funnelByVacancy(db, query);
  const stays = await timeInStatus(db, query);
  return {
    ...query,
    newCandidates,
    funnel: {
      totals: {
        assigned: sumOf(vacancies, (v) => v.assigned),
        screening: sumOf(vacancies, (v) => v.screening),
        shortlisted: sumOf(vacancies, (v) => v.shortlisted),
        offerAccepted: sumOf(vacancies, (v) => v.offerAccepted),
        joined: sumOf(vacancies, (v) => v.joined),
        rejected: sumOf(vacancies, (v) => v.rejected),
      },
      vacancies,
    },
    timeInStatus: TIMED_STATUSES.map((status) => {
      const row = stays.find((stay) => stay.status === status);
      return {
        status,
        completed: row?.completed ?? 0,
        medianDays: row?.medianDays ?? null,
        averageDays: row?.averageDays ?? null,
        ongoing: row?.ongoing ?? 0,
      };
    }),
    backgroundChecks: {
      weeks: await backgroundByWeek(db, query),
      medianDaysToComplete: await medianDaysToCompleteCheck(db, query),
    },
  };
}

/** REP-03 (ours): per vendor its submittals, their outcome and how fast it answers a shared vacancy. */
export async function vendorsReportOf(db: Queryable, query: ReportQuery): Promise<VendorsReport> {
  const rows = await vendorsReport(db, query);
  return {
    ...query,
    vendors: rows.map((row) => ({
      ...row,
      submittalToJoin: row.submitted === 0 ? null : row.joined / row.submitted,
    })),
  };
}
