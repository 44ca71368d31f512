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
  },
  reports: enReports,
} as const;
