import { STATISTICS_MESSAGES, type StatisticsPeriod, type SurveyEventType } from '@talent-desk/shared';

/** English texts of the campaign statistics block (STAT-*). */
export const enCampaignStatistics = {
  title: 'Statistics',
  hint: 'Days are UTC days. The last 7 days include today.',
  countsHint:
    'Each event counts on the day it happened: an e-mail opened today counts today, whenever it was sent.',
  wholeCampaign: 'The whole campaign: {{from}} – {{to}}',
  from: 'From',
  to: 'To',
  period: 'Period',
  periods: {
    DAILY: 'Per day',
    MONTHLY: 'Per month',
    ALL_TIME: 'All time',
  } satisfies Record<StatisticsPeriod, string>,
  events: {
    EMAIL_SENT: 'Sent',
    EMAIL_OPENED: 'Opened',
    SURVEY_OPENED: 'Survey opened',
    SURVEY_SUBMITTED: 'Submitted',
    UNSUBSCRIBE_EVENT: 'Unsubscribed',
  } satisfies Record<SurveyEventType, string>,
  chartTitle: 'Campaign activity from {{from}} to {{to}}',
  chartDescription: 'E-mails sent and opened, surveys opened and submitted, and unsubscribes, {{period}}.',
  tableLabel: 'Campaign activity by {{unit}}',
  units: { DAILY: 'day', MONTHLY: 'month', ALL_TIME: 'range' } satisfies Record<StatisticsPeriod, string>,
  bucket: { DAILY: 'Day', MONTHLY: 'Month', ALL_TIME: 'Range' } satisfies Record<StatisticsPeriod, string>,
  total: 'Total',
  openRate: 'Open rate',
  responseRate: 'Response rate',
  rateOf: {
    openRate: '{{count}} of {{sent}} recipients opened the e-mail (whole campaign)',
    responseRate: '{{count}} of {{sent}} recipients submitted the survey (whole campaign)',
  },
  noneSent: 'The campaign has not sent any e-mail yet',
  loading: 'Loading the statistics',
  loadFailed: 'The statistics could not be loaded.',
  retry: 'Try again',
  /** The shared range check's texts (the API answers the same ones). */
  messages: STATISTICS_MESSAGES,
} as const;
