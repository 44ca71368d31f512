import { z } from 'zod';
import { CANDIDATE_SOURCES } from '../candidates/index.js';
import {
  campaignStatusSchema,
  STATISTICS_MESSAGES,
  statisticsRangeDays,
  utcDayOf,
} from '../engagement/index.js';
import { vendorStatusSchema } from '../people/index.js';

/** REP-02: the sub-areas of Reports, in the order of its navigation. */
export const REPORT_KINDS = ['engagement', 'candidates', 'vendors'] as const;
export const reportKindSchema = z.enum(REPORT_KINDS);
export type ReportKind = z.infer<typeof reportKindSchema>;

export const REPORT_LIMITS = {
  /** REP-03 (ours): a report opens on the last 12 months, today included. */
  defaultRangeDays: 365,
  /** The longest range, both ends included: two years and a leap day (as the campaign statistics). */
  maxRangeDays: 731,
} as const;

export const REPORT_MESSAGES = {
  dayFormat: STATISTICS_MESSAGES.dayFormat,
  toBeforeFrom: STATISTICS_MESSAGES.toBeforeFrom,
  rangeTooLong: `The range may span at most ${REPORT_LIMITS.maxRangeDays} days`,
} as const;

const DAY_MS = 86_400_000;

/** The default range of a report: the `defaultRangeDays` UTC days ending on `today`. */
export function defaultReportRange(now: number = Date.now()): ReportQuery {
  return {
    from: utcDayOf(now - (REPORT_LIMITS.defaultRangeDays - 1) * DAY_MS),
    to: utcDayOf(now),
  };
}

const daySchema = z.iso.date({ error: REPORT_MESSAGES.dayFormat });

/**
 * ?from&to of every report (REP-03, ours): UTC days, both included. A bad day is a 400 naming it; `to`
 * before `from` or a range over the limit is a 400 naming `to`.
 */
export const reportQuerySchema = z
  .object({
    from: daySchema.meta({ examples: ['2025-11-27'] }),
    to: daySchema.meta({ examples: ['2026-11-26'] }),
  })
  .superRefine((query, ctx) => {
    if (!daySchema.safeParse(query.from).success || !daySchema.safeParse(query.to).success) return;
    const days = statisticsRangeDays(query.from, query.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.toBeforeFrom });
    else if (days > REPORT_LIMITS.maxRangeDays)
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.rangeTooLong });
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** The xlsx of a report: report_{kind}_{from}_{to}.xlsx. */
export const reportFileName = (kind: ReportKind, query: ReportQuery) =>
  `report_${kind}_${query.from}_${query.to}.xlsx`;

const count = z.number().int().nonnegative();
/** A share as a fraction (0.25 is 25 %), null when there is nothing to divide by. */
const rate = z.number().nonnegative().nullable();
/** Days as a decimal number, null when nothing was measured. */
const days = z.number().nonnegative().nullable();
/** A week: the YYYY-MM-DD of its Monday (UTC). The first and last weeks count only days in the range. */
const week = z.string();

// ---- engagement ----

const engagementCounts = {
  sent: count,
  opened: count,
  surveySubmitted: count,
  unsubscribed: count,
};

export const engagementWeekSchema = z.object({ week, ...engagementCounts });
export type EngagementWeek = z.output<typeof engagementWeekSchema>;

export const engagementCampaignSchema = z.object({
  externalId: z.uuid(),
  name: z.string(),
  status: campaignStatusSchema,
  ...engagementCounts,
  openRate: rate,
  responseRate: rate,
});
export type EngagementCampaign = z.output<typeof engagementCampaignSchema>;

export const engagementReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({ ...engagementCounts, openRate: rate, responseRate: rate }),
  weeks: z.array(engagementWeekSchema),
  campaigns: z.array(engagementCampaignSchema),
});
export type EngagementReport = z.output<typeof engagementReportSchema>;

// ---- candidates ----

export const candidateSourceCountsSchema = z.object(
  Object.fromEntries(CANDIDATE_SOURCES.map((source) => [source, count])) as Record<
    (typeof CANDIDATE_SOURCES)[number],
    typeof count
  >,
);

export const newCandidatesWeekSchema = z.object({
  week,
  bySource: candidateSourceCountsSchema,
  total: count,
});
export type NewCandidatesWeek = z.output<typeof newCandidatesWeekSchema>;

/** The stages of the pipeline funnel: each counts the assignments that reached it or a later one. */
export const FUNNEL_STAGES = ['assigned', 'screening', 'shortlisted', 'offerAccepted', 'joined'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

const funnelCounts = {
  assigned: count,
  screening: count,
  shortlisted: count,
  offerAccepted: count,
  joined: count,
  rejected: count,
};

export const funnelVacancySchema = z.object({ externalId: z.uuid(), title: z.string(), ...funnelCounts });
export type FunnelVacancy = z.output<typeof funnelVacancySchema>;

/** The statuses a candidate waits in on a vacancy (the final ones, joined and rejected, have no end). */
export const TIMED_STATUSES = ['PENDING', 'ACCEPTED', 'SHORTLISTED', 'OFFER_ACCEPTED'] as const;

export const timeInStatusSchema = z.object({
  status: z.enum(TIMED_STATUSES),
  /** Stays that began in the range and have ended. */
  completed: count,
  medianDays: days,
  averageDays: days,
  /** Stays that began in the range and go on today. */
  ongoing: count,
});
export type TimeInStatus = z.output<typeof timeInStatusSchema>;

export const backgroundWeekSchema = z.object({ week, initiated: count, completed: count, declined: count });
export type BackgroundWeek = z.output<typeof backgroundWeekSchema>;

export const candidatesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  newCandidates: z.array(newCandidatesWeekSchema),
  funnel: z.object({ totals: z.object(funnelCounts), vacancies: z.array(funnelVacancySchema) }),
  timeInStatus: z.array(timeInStatusSchema),
  backgroundChecks: z.object({
    weeks: z.array(backgroundWeekSchema),
    /** From BGC Initiated to BGC Complete, for the checks completed in the range. */
    medianDaysToComplete: days,
  }),
});
export type CandidatesReport = z.output<typeof candidatesReportSchema>;

// ---- vendors ----

export const vendorReportRowSchema = z.object({
  externalId: z.uuid(),
  name: z.string(),
  status: vendorStatusSchema,
  submitted: count,
  shortlisted: count,
  joined: count,
  rejected: count,
  /** joined / submitted. */
  submittalToJoin: rate,
  /** Every vacancy shared with the vendor, whenever shared and in any status (as the vendor's page lists them). */
  sharedVacancies: count,
  /** Of those, the ones the vendor has submitted a candidate to since. */
  sharedWithSubmission: count,
  medianDaysToFirstSubmission: days,
});
export type VendorReportRow = z.output<typeof vendorReportRowSchema>;

export const vendorsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  vendors: z.array(vendorReportRowSchema),
});
export type VendorsReport = z.output<typeof vendorsReportSchema>;
