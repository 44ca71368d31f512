import {
  can,
  DASHBOARD_LIST_PATHS,
  SEARCH_KIND_PERMISSIONS,
  SEARCH_KINDS,
  type DashboardBlockKey,
  type Role,
} from '@talent-desk/shared';
import type { Rng } from '../seed/prng.js';
import { candidateListUrl, LIST_CASES } from './list-cases.js';

/** What the mixed read load requests, in the order the report lists them. */
export const REQUEST_KINDS = [
  'candidate list',
  'candidate details',
  'candidate history',
  'vacancy candidates',
  'vacancy list',
  'vacancy details',
  'dashboard',
  'options',
  'search',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/**
 * How often each kind is requested, in percent: what a recruiter's or vendor's working session does in
 * the app (docs/decisions.md "Mixed read load"): mostly the candidate list and candidates opened from
 * it, then the option lookups the filters and forms make while typing, vacancies, the dashboard and the
 * global search.
 */
export const MIX_WEIGHTS: Readonly<Record<RequestKind, number>> = {
  'candidate list': 25,
  'candidate details': 15,
  'candidate history': 8,
  'vacancy candidates': 6,
  'vacancy list': 10,
  'vacancy details': 5,
  dashboard: 11,
  options: 12,
  search: 8,
};

/** Every path a session may request, by kind; a kind with none (nothing visible to it) is never picked. */
export type Catalog = Readonly<Record<RequestKind, readonly string[]>>;
export type MixRequest = { kind: RequestKind; path: string };

/**
 * The candidate list as people use it: the first pages newest first (page 1 most), the benchmark's three
 * first-page filter combinations (list-cases.ts), a country sorted by name, a status, a name search and
 * an occasional later page.
 */
const CANDIDATE_LIST_PATHS: readonly string[] = [
  candidateListUrl({}),
  candidateListUrl({}),
  candidateListUrl({ page: '2' }),
  candidateListUrl({ page: '3' }),
  candidateListUrl({ page: '20' }),
  ...LIST_CASES.filter((c) => c.query.page === 1).map((c) => c.url),
  candidateListUrl({ countries: 'India', column: 'fullName', order: 'asc' }),
  candidateListUrl({ countries: 'USA', page: '2' }),
  candidateListUrl({ statuses: 'SHORTLISTED' }),
  candidateListUrl({ search: 'smith' }),
];

const VACANCY_LIST_PATHS: readonly string[] = [
  '/api/vacancies?page=1&size=15',
  '/api/vacancies?page=1&size=15',
  '/api/vacancies?page=2&size=15',
  '/api/vacancies?statuses=OPEN&page=1&size=15',
  '/api/vacancies?search=engineer&page=1&size=15',
  '/api/vacancies?column=title&order=asc&page=1&size=15',
];

/** Lookups the filter panels and forms make: a page of a list, or the matches of a few typed letters. */
const OPTION_PATHS: readonly string[] = [
  '/api/options/skills?page=1&size=50',
  '/api/options/skills?search_value=ja&page=1&size=50',
  '/api/options/countries?search_value=ind&page=1&size=50',
  '/api/options/countries?page=1&size=50',
  '/api/options/states?search_value=cal&page=1&size=50',
  '/api/options/cities?state=California&search_value=san&page=1&size=50',
  '/api/options/languages?page=1&size=50',
  '/api/options/vacancies?search_value=eng&page=1&size=50',
  '/api/options/names?search_value=ann&page=1&size=50',
  '/api/options/sourceNames?page=1&size=50',
];

/** Keys a person types into the global search (at least SEARCH_MIN_CHARS letters). */
const SEARCH_KEYS = ['john', 'java', 'eng', 'smith', 'dev'] as const;

/** The dashboard and the list behind each of its blocks that the session's role sees. */
export function dashboardPaths(blocks: readonly DashboardBlockKey[]): string[] {
  return [
    '/api/dashboard',
    ...blocks.map((block) =>
      block === 'openVacancies'
        ? '/api/vacancies/dashboard?page=1'
        : `/api/candidates/lists/${DASHBOARD_LIST_PATHS[block]}?page=1`,
    ),
  ];
}

/**
 * Every path of the mix for one session: the fixed lists above, the searches its role may make (a VENDOR
 * only vacancies and candidates, SEARCH-06), and details, history and pipelines of candidates and
 * vacancies it can see (taken from its own list pages, so a VENDOR opens only its own).
 */
export function buildCatalog(input: {
  role: Role;
  candidateIds: readonly string[];
  vacancyIds: readonly string[];
  dashboardBlocks: readonly DashboardBlockKey[];
}): Catalog {
  const searchKinds = SEARCH_KINDS.filter((kind) => can(input.role, SEARCH_KIND_PERMISSIONS[kind]));
  const id = encodeURIComponent;
  return {
    'candidate list': CANDIDATE_LIST_PATHS,
    'candidate details': input.candidateIds.map((c) => `/api/candidates/${id(c)}`),
    'candidate history': input.candidateIds.map((c) => `/api/candidates/${id(c)}/history`),
    'vacancy candidates': input.vacancyIds.map((v) => `/api/vacancies/${id(v)}/candidates?page=1&size=15`),
    'vacancy list': VACANCY_LIST_PATHS,
    'vacancy details': input.vacancyIds.map((v) => `/api/vacancies/${id(v)}`),
    dashboard: dashboardPaths(input.dashboardBlocks),
    options: OPTION_PATHS,
    search: searchKinds.flatMap((kind) =>
      SEARCH_KEYS.map((key) => `/search-service/es/${kind}/search?key=${key}&size=6`),
    ),
  };
}

/** The catalog's kinds that have paths, with their weights (the same order as REQUEST_KINDS). */
export function availableKinds(catalog: Catalog): RequestKind[] {
  return REQUEST_KINDS.filter((kind) => catalog[kind].length > 0 && MIX_WEIGHTS[kind] > 0);
}

/** One request of the mix: a kind by weight among those available, then one of its paths uniformly. */
export function pickRequest(catalog: Catalog, rng: Rng): MixRequest {
  const kinds = availableKinds(catalog);
  if (kinds.length === 0) throw new Error('the mix has nothing to request');
  const kind = rng.weighted(
    kinds,
    kinds.map((k) => MIX_WEIGHTS[k]),
  );
  return { kind, path: rng.pick(catalog[kind]) };
}
