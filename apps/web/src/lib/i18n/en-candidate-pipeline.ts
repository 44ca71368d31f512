/** English texts of a candidate's place on a vacancy: row actions, GLO-R export, attaching candidates. */
export const enPipeline = {
  actionsFor: 'Actions for {{name}}',
  exportToGlo: 'Export into GLO-R',
  exporting: 'Exporting…',
  statusChanged: 'Status changed to {{status}}',
  rejectForVacancy: 'Reject the candidate for {{vacancy}}?',
  rejectCandidate: 'Reject {{candidate}} for this vacancy?',
  rejectText: 'Their status for this vacancy becomes Rejected. A recruiter can restore it to Pending later.',
  glo: {
    exported: 'Exported to GLO-R ({{id}})',
    assigned: 'Assigned in GLO-R ({{id}})',
  },
  picker: {
    loading: 'Searching…',
    typeMore: 'Type at least {{count}} characters to search',
    none: 'No candidates found',
    onVacancy: 'Already on this vacancy',
    failed: 'The candidates could not be loaded. Try again.',
  },
  attach: {
    title: 'Attach candidates',
    intro: 'Attach candidates to {{vacancy}}. They start as Pending.',
    candidates: 'Candidates',
    required: 'Select at least one candidate',
    submit_zero: 'Attach',
    submit_one: 'Attach',
    submit_other: 'Attach {{count}}',
  },
} as const;

/** English texts of a vacancy's candidates tab: search, status filter, sort and empty states. */
export const enVacancyCandidates = {
  listLabel: 'Candidates of {{vacancy}}',
  search: 'Search name or e-mail',
  statuses: 'Status',
  allStatuses: 'All statuses',
  sortLabel: 'Sort by',
  sort: {
    newest: 'Newest first',
    oldest: 'Oldest first',
    changed: 'Recently changed',
    name: 'Name',
    status: 'Status',
  },
  attachedOn: 'attached {{date}}',
  attach: 'Attach candidates',
  loading: 'Loading the candidates',
  loadFailed: 'The candidates could not be loaded.',
  empty: 'No candidates on this vacancy yet',
  emptyHint: 'Candidates you submit for this vacancy appear here.',
  emptyHintStaff: 'Applications from the careers site and candidates you attach appear here.',
  emptyFiltered: 'No candidates match your search and status',
  emptyFilteredHint: 'Try another search or fewer statuses.',
} as const;
