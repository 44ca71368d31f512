import {
  CANDIDATE_MESSAGES,
  CAREERS_APPLICATION_FIELDS,
  type CareersApplication,
  type CareersApplicationComparison,
} from '@talent-desk/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { CandidateCareersApplications } from './candidate-careers-applications';
import { VacancyCareersApplications } from './vacancy-careers-applications';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 20_000 };
const CANDIDATE = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const VACANCY = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const APPLICATION = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';

const same = (field: CareersApplicationComparison['field']): CareersApplicationComparison => ({
  field,
  applicationValue: 'same',
  profileValue: 'same',
  differs: false,
});

function application(overrides: Partial<CareersApplication> = {}): CareersApplication {
  const differing: Partial<Record<string, CareersApplicationComparison>> = {
    phone: { field: 'phone', applicationValue: '+4915112345678', profileValue: null, differs: true },
    location: {
      field: 'location',
      applicationValue: { country: 'USA', state: 'Texas', city: 'Austin' },
      profileValue: { country: 'Germany', state: null, city: 'Berlin' },
      differs: true,
    },
    yearsOfExperience: {
      field: 'yearsOfExperience',
      applicationValue: 'FIVE_TO_TEN',
      profileValue: 'ONE_TO_THREE',
      differs: true,
    },
    onSiteWork: { field: 'onSiteWork', applicationValue: true, profileValue: false, differs: true },
  };
  return {
    externalId: APPLICATION,
    createdAt: '2026-03-02T10:00:00.000Z',
    clientAddress: '203.0.113.7',
    createdCandidate: false,
    candidate: { externalId: CANDIDATE, fullName: 'Karla Lima' },
    vacancy: { externalId: VACANCY, title: 'Data Engineer', status: 'OPEN' },
    attached: false,
    resume: { fileName: 'cv.pdf', contentType: 'application/pdf', size: 2048, sameAsProfile: false },
    fields: CAREERS_APPLICATION_FIELDS.map((field) => differing[field] ?? same(field)),
    ...overrides,
  };
}

const page = (content: CareersApplication[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  numberOfElements: content.length,
  pageable: { pageNumber: 1, offset: 0 },
});

function renderCandidateSection(list: CareersApplication[], takeOver = () => json(200, application())) {
  const fetchMock = stubApi({
    [`GET /api/candidates/${CANDIDATE}/careers-applications`]: () => json(200, page(list)),
    [`POST /api/careers-applications/${APPLICATION}/take-over`]: takeOver,
    [`POST /api/careers-applications/${APPLICATION}/take-over-resume`]: () => json(200, application()),
    [`POST /api/careers-applications/${APPLICATION}/attach`]: () => json(200, application()),
  });
  renderWithProviders(
    <MemoryRouter>
      <CandidateCareersApplications candidateId={CANDIDATE} />
    </MemoryRouter>,
  );
  return fetchMock;
}

describe('careers-site applications on the candidate page', SLOW, () => {
  it('hides itself when the candidate has none', async () => {
    const fetchMock = renderCandidateSection([]);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', `/api/candidates/${CANDIDATE}/careers-applications`)).toHaveLength(1),
    );
    expect(screen.queryByRole('heading', { name: /Careers-site applications/ })).toBeNull();
  });

  it('shows the vacancy, when and from where, and only the differing values, application beside profile', async () => {
    renderCandidateSection([application()]);
    expect(await screen.findByRole('heading', { name: 'Careers-site applications (1)' })).toBeDefined();
    const card = screen.getByRole('article', { name: 'Application to Data Engineer' });
    expect(within(card).getByText(/from 203\.0\.113\.7/)).toBeDefined();
    expect(within(card).getByText('Not on the vacancy')).toBeDefined();
    const rows = within(card).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TelephoneApplication: +4915112345678Profile: —Use this value',
      'LocationApplication: Austin, Texas, USAProfile: Berlin, GermanyUse this value',
      'Years of experienceApplication: 5-10Profile: 1-3Use this value',
      'Open to on-site workApplication: YesProfile: NoUse this value',
    ]);
    expect(within(card).getByRole('link', { name: 'Download cv.pdf' }).getAttribute('href')).toBe(
      `/api/careers-applications/${APPLICATION}/resume`,
    );
    expect(within(card).getByRole('button', { name: 'Use cv.pdf as the candidate’s resume' })).toBeDefined();
    expect(within(card).getByRole('button', { name: 'Attach Karla Lima to Data Engineer' })).toBeDefined();
  });

  it('takes one value over by its button (named after the field) and says so', async () => {
    const fetchMock = renderCandidateSection([application()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Use the application’s Telephone' }));
    expect(await screen.findByText('The value was taken over')).toBeDefined();
    const [call] = callsTo(fetchMock, 'POST', `/api/careers-applications/${APPLICATION}/take-over`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ field: 'phone' });
    // The candidate's applications are read again.
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', `/api/candidates/${CANDIDATE}/careers-applications`)).toHaveLength(2),
    );
  });

  it('shows the server’s refusal beside the application', async () => {
    renderCandidateSection([application()], () =>
      json(409, {
        status: 409,
        code: 'PHONE_EXISTS',
        message: CANDIDATE_MESSAGES.phoneExists,
        fields: [{ path: 'phone', message: CANDIDATE_MESSAGES.phoneExists }],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Use the application’s Telephone' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CANDIDATE_MESSAGES.phoneExists);
  });

  it('no resume or attach button when the resume is the one on file and the candidate is on the vacancy', async () => {
    renderCandidateSection([
      application({
        attached: true,
        createdCandidate: true,
        resume: { fileName: 'cv.pdf', contentType: 'application/pdf', size: 2048, sameAsProfile: true },
        fields: CAREERS_APPLICATION_FIELDS.map(same),
      }),
    ]);
    const card = await screen.findByRole('article', { name: 'Application to Data Engineer' });
    expect(within(card).getByText('Every value matches the profile.')).toBeDefined();
    expect(within(card).getByText('Created this candidate')).toBeDefined();
    expect(within(card).getByText(/The same file as the resume on file/)).toBeDefined();
    expect(within(card).queryByRole('button', { name: /Use/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Attach/ })).toBeNull();
  });
});

describe('careers-site applications on the vacancy’s candidates tab', SLOW, () => {
  it('lists who applied with a link to the candidate, and attaches one not on the vacancy', async () => {
    const fetchMock = stubApi({
      [`GET /api/vacancies/${VACANCY}/careers-applications`]: () =>
        json(200, page([application(), application({ externalId: CANDIDATE, attached: true })])),
      [`POST /api/careers-applications/${APPLICATION}/attach`]: () =>
        json(200, application({ attached: true })),
    });
    renderWithProviders(
      <MemoryRouter>
        <VacancyCareersApplications vacancyId={VACANCY} />
      </MemoryRouter>,
    );
    const list = await screen.findByRole('list', { name: 'Careers-site applications' });
    expect(screen.getByRole('heading', { name: 'Careers-site applications (2)' })).toBeDefined();
    const [first] = within(list).getAllByRole('listitem');
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'Karla Lima' })
        .getAttribute('href'),
    ).toBe(`/internal/candidates/${CANDIDATE}`);
    expect(first?.textContent).toContain('4 values differ from the profile');
    expect(within(list).getAllByRole('button', { name: 'Attach Karla Lima to Data Engineer' })).toHaveLength(
      1,
    );
    fireEvent.click(within(list).getByRole('button', { name: 'Attach Karla Lima to Data Engineer' }));
    expect(await screen.findByText('Candidate attached to the vacancy successfully')).toBeDefined();
    expect(callsTo(fetchMock, 'POST', `/api/careers-applications/${APPLICATION}/attach`)).toHaveLength(1);
  });
});
