import { REPORT_LIMITS, REPORT_MESSAGES, reportQuerySchema } from '@talent-desk/shared';

export const TAGS = ['reports'];

export const QUERY_DOC = reportQuerySchema.meta({
  description:
    `from and to as YYYY-MM-DD UTC days, both included, at most ${REPORT_LIMITS.maxRangeDays} days. ` +
    `A bad day is a 400 naming it; '${REPORT_MESSAGES.toBeforeFrom}' and '${REPORT_MESSAGES.rangeTooLong}' ` +
    'are 400s naming to.',
});

export const ACCESS_DOC = 'ADMIN only (REP-01): TAG and VENDOR get 403.';

export const WEEKS_DOC =
  'A week is named by its Monday (YYYY-MM-DD, UTC); every week the range touches is listed, zeros ' +
  'included, the first and last counting only their days inside the range.';

export const ENGAGEMENT_DOC =
  'Campaign events of the range, counted where they happened (as the campaign statistics): e-mails ' +
  'sent, opened (once per recipient), surveys submitted and unsubscribes, per week and per campaign ' +
  '(campaigns with an event in the range, most e-mails sent first). openRate = opened / sent and ' +
  'responseRate = submitted / sent as fractions, null when nothing was sent.';

export const CANDIDATES_DOC =
  'newCandidates: candidates created in the range per week and source. funnel: per vacancy, the ' +
  'assignments made in the range and how many reached each stage or a later one at any time ' +
  '(screening = Recruiter Screening, shortlisted, offerAccepted, joined), rejected = rejected now. ' +
  'timeInStatus: the stays in each waiting status that began in the range (median and average days ' +
  'of those that ended, ongoing the others). backgroundChecks: checks initiated, completed and ' +
  'declined per week, and the median days from initiation to completion of those completed.';

export const VENDORS_DOC =
  'Every vendor: its submittals of the range (assignments of candidates it brought, made in the range), ' +
  'how many reached the shortlist or joined, how many are rejected now, submittalToJoin = joined / ' +
  'submitted (null without submittals); every vacancy shared with it (whenever shared, in any status: ' +
  "what the vendor's page lists), how many it submitted to afterwards and the median days from a share " +
  'to its first submittal.';
