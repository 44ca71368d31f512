/** CAND-DETAIL-01: the details tabs, each selected by its URL hash; #profile is the default. */
export const CANDIDATE_TABS = ['profile', 'vacancies', 'resume', 'history', 'activity'] as const;
export type CandidateTab = (typeof CANDIDATE_TABS)[number];
