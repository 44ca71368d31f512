import { SEARCH_MIN_CHARS } from '@talent-desk/shared';

/** English texts of the global search (NAV-15, SEARCH-01..15). */
export const enSearch = {
  label: 'Search',
  open: 'Search (Ctrl+K or /)',
  shortcut: 'Ctrl K',
  // SEARCH-01: the input's placeholder.
  placeholder: 'Search',
  dialog: 'Search everything',
  close: 'Close search',
  results: 'Search results',
  typeMore: `Type at least ${SEARCH_MIN_CHARS} characters to search`,
  searching: 'Searching…',
  // SEARCH-10.
  noResults: 'No results found',
  failed: 'This section could not be searched. Try again.',
  // SEARCH-09: N is the hits the section does not show ('995+' when the total is capped).
  andMore: 'And {{n}} more',
  countAtLeast: '{{n}}+',
  hint: 'Use ↑ ↓ to move, Enter to open, Esc to close',
  // SEARCH-05: section titles.
  sections: {
    user: 'Users',
    vendor: 'Vendors',
    campaign: 'Campaigns',
    surveyTemplate: 'Survey Templates',
    emailTemplate: 'Email Templates',
    audience: 'Audiences',
    vacancy: 'Vacancies',
    candidate: 'Candidates',
  },
};
