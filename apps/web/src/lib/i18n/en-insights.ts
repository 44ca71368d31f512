import { enReports } from './en-reports';
import { enSearch } from './en-search';

/** English texts of the insights wing: global search, dashboard and reports. */
export const enInsights = {
  search: enSearch,
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome, {{name}}.',
    quickCreate: 'Create new',
    newCandidate: 'New Candidate',
    newVacancy: 'New Vacancy',
    count_one: '({{count}})',
    count_other: '({{count}})',
    viewAll: 'View all',
    viewAllOf: 'View all: {{title}}',
    loadFailed: 'This block could not be loaded.',
    blocks: {
      myOpenVacancies: 'My open vacancies',
      vendorOpenVacancies: '{{vendor}} Open vacancies',
      review: 'Vendor candidates waiting for review',
      applications: 'New candidate applications',
      latest: 'Your latest candidates',
      readyForBgc: 'Candidates ready for background check',
    },
    empty: {
      myOpenVacancies: 'You have no open vacancies.',
      vendorOpenVacancies: 'No open vacancies are shared with you.',
      review: 'No vendor candidates are waiting for review.',
      applications: 'No new applications from the careers site.',
      latest: 'You have not added any candidates yet.',
      readyForBgc: 'No candidates are ready for a background check.',
    },
    kpis: {
      title: 'How we are doing',
      loadFailed: 'The key figures could not be loaded.',
      none: '–',
      hours_one: '{{count}} hour',
      hours_other: '{{count}} hours',
      days_one: '{{count}} day',
      days_other: '{{count}} days',
      label: {
        openVacancies: 'Open vacancies',
        waitingForReview: 'Waiting for review',
        submissionsThisWeek: 'Submissions this week',
        timeToFirstReview: 'Time to first review',
      },
      period: {
        openVacancies: '',
        waitingForReview: 'a week ago',
        submissionsThisWeek: 'the week before',
        timeToFirstReview: 'the 30 days before',
      },
      trend: {
        up: 'Up from {{previous}} {{period}}',
        down: 'Down from {{previous}} {{period}}',
        flat: 'Same as {{period}}',
      },
      tone: { good: '(better)', bad: '(worse)' },
      noComparison: {
        openVacancies: 'Open right now',
        waitingForReview: 'No earlier figure',
        submissionsThisWeek: 'No earlier figure',
        timeToFirstReview: 'No reviews to compare with',
      },
    },
  },
  reports: enReports,
} as const;
