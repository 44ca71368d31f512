import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VacancyImportDraft } from '@talent-desk/shared';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import VacancyImportRoute from './vacancy-import';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SAVED_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const SKILL_ID = '20000000-0000-4000-8000-000000000001';
const PREVIEW_PATH = '/api/vacancies/import/GLO-V-9002';

const DRAFT: VacancyImportDraft = {
  draft: {
    title: 'Senior Java Developer',
    gloVacancyId: 'GLO-V-9002',
    type: 'EXTERNAL',
    status: 'OPEN',
    businessGroupExternalId: null,
    projectName: 'Helix Payments',
    hiringManager: 'Arjun Mehta',
    workingLocation: 'Pune, India (on site)',
    openings: 3,
    description: 'Build payment services end to end.',
    requiredSkillExternalIds: [SKILL_ID],
  },
  businessGroup: null,
  requiredSkills: [{ externalId: SKILL_ID, value: 'Java' }],
  unmatched: { businessGroupName: 'India', skills: ['Spring Boot', 'SQL'] },
};

function Details() {
  const { vacancyId } = useParams();
  return <p>Details of {vacancyId}</p>;
}

function renderImport(preview: () => Response) {
  const api = stubApi({
    [`GET ${PREVIEW_PATH}`]: preview,
    [`POST ${PREVIEW_PATH}`]: () =>
      json(201, {
        externalId: SAVED_ID,
        title: 'Senior Java Developer',
        gloVacancyId: 'GLO-V-9002',
        status: 'OPEN',
        type: 'EXTERNAL',
        publishToExternalApp: false,
        businessGroupName: null,
        projectName: 'Helix Payments',
        vendorCount: 0,
        candidatesCount: 0,
        newCandidatesCount: 0,
        createdAt: '2026-01-01T00:00:00.000Z',
        hiringManager: 'Arjun Mehta',
        workingLocation: 'Pune, India (on site)',
        openings: 3,
        description: null,
        businessGroup: null,
        requiredSkills: [],
        createdByName: null,
        updatedAt: '2026-01-01T00:00:00.000Z',
        publicUrl: `https://talentdesk.example/jobs/${SAVED_ID}`,
      }),
    'GET /api/options/businessGroups': () =>
      json(200, {
        content: [],
        totalElements: 0,
        totalPages: 0,
        numberOfElements: 0,
        pageable: { pageNumber: 1, offset: 0 },
      }),
  });
  renderWithProviders(
    <MemoryRouter initialEntries={['/internal/vacancies/GLO-V-9002/import']}>
      <Routes>
        <Route path="/internal/vacancies/:gloId/import" element={<VacancyImportRoute />} />
        <Route path="/internal/vacancies/:vacancyId" element={<Details />} />
        <Route path="/internal/vacancies" element={<p>Vacancy list</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return api;
}

describe('the import page', { timeout: 20_000 }, () => {
  it('[VAC-01] shows GLO-R’s draft in the vacancy form with what matched nothing', async () => {
    renderImport(() => json(200, DRAFT));
    expect(await screen.findByRole('heading', { name: 'Import GLO-V-9002 from GLO-R' })).toBeDefined();
    expect((await screen.findByLabelText(/^Title/)).getAttribute('value')).toBe('Senior Java Developer');
    const notice = screen.getByTestId('import-unmatched');
    expect(within(notice).getByText(/Business group “India”/)).toBeDefined();
    expect(within(notice).getByText(/Spring Boot, SQL/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Java' })).toBeDefined();
    // The import saves under the id it was asked for: the field says so and cannot be changed.
    const gloId = screen.getByLabelText(/^GLO-R id/);
    expect(gloId.getAttribute('value')).toBe('GLO-V-9002');
    expect(gloId.hasAttribute('readonly')).toBe(true);
    expect(screen.getByText('The vacancy is imported under this GLO-R id')).toBeDefined();
  });

  it('an id already imported goes to that vacancy with an info toast', async () => {
    renderImport(() => json(200, { existingExternalId: SAVED_ID }));
    expect(await screen.findByText(`Details of ${SAVED_ID}`)).toBeDefined();
    expect(await screen.findByText('GLO-V-9002 is already imported: here is the vacancy')).toBeDefined();
  });

  it('an id GLO-R does not know says so, with no retry', async () => {
    renderImport(() =>
      json(404, {
        status: 404,
        code: 'GLO_R_VACANCY_NOT_FOUND',
        message: 'GLO-R has no vacancy with this id',
      }),
    );
    expect(await screen.findByText('GLO-R has no vacancy GLO-V-9002')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('GLO-R not answering (502) offers a retry that asks again', async () => {
    let calls = 0;
    const api = renderImport(() => {
      calls += 1;
      return calls === 1
        ? json(502, {
            status: 502,
            code: 'GLO_R_UNREACHABLE',
            message: 'GLO-R is not reachable. Try again later.',
          })
        : json(200, DRAFT);
    });
    expect(await screen.findByText('GLO-R did not answer, try again')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await screen.findByTestId('import-unmatched')).toBeDefined();
    expect(callsTo(api, 'GET', PREVIEW_PATH)).toHaveLength(2);
  });

  it('saving posts the reviewed body and lands on the new vacancy', async () => {
    const api = renderImport(() => json(200, DRAFT));
    fireEvent.click(await screen.findByRole('button', { name: 'Import vacancy' }));
    await waitFor(() => expect(callsTo(api, 'POST', PREVIEW_PATH)).toHaveLength(1));
    const body = JSON.parse(String(callsTo(api, 'POST', PREVIEW_PATH)[0]?.[1]?.body));
    expect(body).toMatchObject({ gloVacancyId: 'GLO-V-9002', title: 'Senior Java Developer', openings: 3 });
    expect(await screen.findByText(`Details of ${SAVED_ID}`)).toBeDefined();
  });
});
