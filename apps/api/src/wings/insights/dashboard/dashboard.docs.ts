import { DASHBOARD_CANDIDATE_FILTERS, type DashboardCandidateBlock } from '@talent-desk/shared';

const PAGING =
  'page (1-based) and size (5 unless one of 5, 15, 25, 50, 100; DASH-08) in the query string; ' +
  'loggedUserExtId, when sent, must be the caller’s own external id (400 otherwise).';

const filterText = (block: DashboardCandidateBlock) => {
  const filters = Object.entries(DASHBOARD_CANDIDATE_FILTERS[block]);
  return filters.length === 0
    ? 'no filter'
    : filters.map(([key, values]) => `${key}=${(values as readonly string[]).join(',')}`).join('&');
};

const candidateDoc = (block: DashboardCandidateBlock, summary: string, who: string) => ({
  summary: `${summary} (DASH-10)`,
  description:
    `The dashboard block as one page of GET /api/candidates with ${filterText(block)}, newest first, ` +
    `in the caller’s scope. ${who} ${PAGING}`,
});

/** Summary and description of each dashboard operation. */
export const DASHBOARD_DOCS = {
  blocks: {
    summary: 'The dashboard blocks of the caller (DASH-04..07)',
    description:
      'The blocks in display order: ADMIN and TAG openVacancies, review, applications and readyForBgc ' +
      '(a TAG of the India group without readyForBgc); VENDOR openVacancies, latest and readyForBgc, ' +
      'with its vendor’s name.',
  },
  kpis: {
    summary: 'The KPI row of the caller’s dashboard',
    description:
      'Open vacancies, assignments waiting for review (Pending), submissions of the last 7 days and the ' +
      'median hours from submission to first review over the last 30 days, each with the previous ' +
      'period’s figure and the trend, in the caller’s scope (a VENDOR: its own vendor’s). Open ' +
      'vacancies have no previous figure (null); pending a week ago is derived from the week’s changes.',
  },
  review: candidateDoc('review', 'Vendor candidates waiting for review', 'ADMIN and TAG.'),
  applications: candidateDoc('applications', 'New candidate applications', 'ADMIN and TAG.'),
  latest: candidateDoc('latest', 'Your latest candidates', 'VENDOR only (403 for ADMIN and TAG).'),
  readyForBgc: candidateDoc(
    'readyForBgc',
    'Candidates ready for background check',
    'Every role but a TAG of the India group (403, DASH-06).',
  ),
  vacancies: {
    summary: 'Open vacancies of the dashboard (DASH-11)',
    description:
      'One page of GET /api/vacancies with statuses=vacancy_statuses (OPEN when absent), newest first: ' +
      'for ADMIN and TAG the vacancies the caller created, for a VENDOR those shared with its vendor. ' +
      PAGING,
  },
} as const;
