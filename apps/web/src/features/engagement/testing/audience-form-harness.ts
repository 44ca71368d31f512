import type { AudienceDetail, CandidateListRow } from '@talent-desk/shared';
import { vi } from 'vitest';
import { json } from '@/testing/api-stub';

export const AUDIENCE_ID = '50000000-0000-4000-8000-000000000001';
export const SKILL_ID = '20000000-0000-4000-8000-000000000001';

/** A saved audience: USA, Texas with Austin, Java, compliant, rate 40 up to 90, on site. */
export function audienceDetail(overrides: Partial<AudienceDetail> = {}): AudienceDetail {
  return {
    externalId: AUDIENCE_ID,
    name: 'Texas Java developers',
    createdByUserExternalId: '60000000-0000-4000-8000-000000000001',
    createdByFullName: 'Riley Recruiter',
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    candidateFilters: {
      names: [],
      countries: ['USA'],
      states: ['Texas'],
      cities: ['Austin'],
      compliance: true,
      sources: [],
      sourceNames: [],
      yearsOfExperience: [],
      educationalQualifications: [],
      languageExternalIds: [],
      skillExternalIds: [SKILL_ID],
      statuses: [],
      assessmentStatuses: [],
      backgroundStatuses: [],
      preScreeningStatuses: [],
      testStatuses: [],
    },
    applicationFilters: { expectedRateMin: 40, expectedRateMax: 90, onSiteWork: true },
    filledFilters: {
      stateOptions: ['Texas'],
      cityOptions: [{ cityName: 'Austin', stateNames: ['Texas'] }],
      sourceNameOptions: [],
      skillExternalIdOptions: [{ externalId: SKILL_ID, name: 'Java' }],
      languageExternalIdOptions: [],
    },
    canEdit: true,
    ...overrides,
  };
}

const ROW: CandidateListRow = {
  externalId: '30000000-0000-4000-8000-000000000001',
  fullName: 'Anna Berg',
  country: 'USA',
  state: 'Texas',
  city: 'Austin',
  locationCompliance: true,
  status: 'PENDING',
  primaryCandidateSkills: [{ externalId: SKILL_ID, name: 'Java', value: null }],
  secondaryCandidateSkills: [],
  candidateStatuses: [],
  listedStatuses: [{ status: 'PENDING', vacancyExternalId: null, vacancyTitle: null, gloVacancyId: null }],
};

/** A page of options or candidates as the API answers. */
export function page<T>(content: T[], total = content.length) {
  return {
    content,
    totalElements: total,
    totalIsExact: true,
    totalPages: Math.max(1, Math.ceil(total / 15)),
    numberOfElements: content.length,
    pageable: { pageNumber: 1, offset: 0 },
  };
}

type Answer = (url: URL, init: RequestInit | undefined) => Response;

/**
 * `fetch` answering the form's calls: the preview's candidate list (two matches), countries, states,
 * and the chosen states' cities, each with its state (`states`, AUD-34); `extra` adds or replaces 'METHOD /path' answers.
 */
export function stubAudienceApi(
  extra: Record<string, Answer> = {},
  cities: Record<string, string[]> = { Texas: ['Austin', 'Dallas'], California: ['Los Angeles'] },
) {
  const options = (names: string[]) => json(200, page(names.map((name) => ({ value: name, label: name }))));
  const routes: Record<string, Answer> = {
    'GET /api/candidates': () => json(200, page([ROW], 2)),
    'GET /api/options/countries': () => options(['India', 'USA']),
    'GET /api/options/states': () => options(['California', 'Texas']),
    'GET /api/options/state-cities': (url) =>
      json(
        200,
        page(
          (url.searchParams.get('states') ?? '').split(',').flatMap((state) =>
            (cities[state] ?? []).map((cityName, i) => ({
              cityExternalId: `${state}-${i}`,
              cityName,
              stateName: state,
            })),
          ),
        ),
      ),
    ...extra,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return answer ? answer(url, init) : json(404, { status: 404, code: 'NOT_FOUND', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs of the calls made to a path. */
export function urlsOf(fetchMock: ReturnType<typeof stubAudienceApi>, path: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}
