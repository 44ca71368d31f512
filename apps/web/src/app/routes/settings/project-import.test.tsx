import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProjectImportDraft } from '@talent-desk/shared';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImportProjectDialog } from '@/features/settings/reference/components/import-project-dialog';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import ProjectImportRoute from './project-import';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SAVED_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const PREVIEW_PATH = '/api/settings/projects/import/GLO-P-7006';
const DRAFT: ProjectImportDraft = {
  draft: { gloProjectId: 'GLO-P-7006', name: 'Orion Claims Platform' },
  sameName: null,
};

function Edit() {
  const { itemId } = useParams();
  return <p>Edit project {itemId}</p>;
}

function renderImport(preview: () => Response, save: () => Response = () => json(201, {})) {
  const api = stubApi({ [`GET ${PREVIEW_PATH}`]: preview, [`POST ${PREVIEW_PATH}`]: save });
  renderWithProviders(
    <MemoryRouter initialEntries={['/internal/settings/projects/GLO-P-7006/import']}>
      <Routes>
        <Route path="/internal/settings/projects/:gloId/import" element={<ProjectImportRoute />} />
        <Route path="/internal/settings/projects/:itemId/edit" element={<Edit />} />
        <Route path="/internal/settings/projects" element={<p>Projects list</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return api;
}

describe('[SET-03] projects/{gloId}/import', { timeout: 20_000 }, () => {
  it('[SET-03] shows GLO-R’s project for review: its name to check, the GLO-R id read-only', async () => {
    renderImport(() => json(200, DRAFT));
    expect(await screen.findByRole('heading', { name: 'Import GLO-P-7006 from GLO-R' })).toBeDefined();
    expect((await screen.findByLabelText(/^Name/)).getAttribute('value')).toBe('Orion Claims Platform');
    const gloId = screen.getByLabelText('GLO-R project id');
    expect(gloId.getAttribute('value')).toBe('GLO-P-7006');
    expect(gloId.hasAttribute('readonly')).toBe(true);
    expect(screen.queryByText(/Saving links it/)).toBeNull();
  });

  it('[SET-03] a project of that name typed on vacancies is named: saving links it', async () => {
    renderImport(() =>
      json(200, { ...DRAFT, sameName: { externalId: SAVED_ID, name: 'Orion Claims Platform' } }),
    );
    expect(await screen.findByText(/already has the project Orion Claims Platform/)).toBeDefined();
  });

  it('[SET-03] saving posts the reviewed name and returns to the projects list', async () => {
    const api = renderImport(
      () => json(200, DRAFT),
      () =>
        json(201, {
          externalId: SAVED_ID,
          name: 'Orion Claims',
          usage: 0,
          updatedAt: '2026-01-01T00:00:00.000Z',
          gloProjectId: 'GLO-P-7006',
        }),
    );
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Orion Claims' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import project' }));
    await waitFor(() => expect(callsTo(api, 'POST', PREVIEW_PATH)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(api, 'POST', PREVIEW_PATH)[0]?.[1]?.body))).toEqual({
      name: 'Orion Claims',
    });
    expect(await screen.findByText('Projects list')).toBeDefined();
    expect(await screen.findByText('Project Orion Claims imported')).toBeDefined();
  });

  it('[SET-03] a 409 (imported meanwhile) is shown on the form', async () => {
    renderImport(
      () => json(200, DRAFT),
      () =>
        json(409, {
          status: 409,
          code: 'CONFLICT',
          message: 'This GLO-R project is already imported',
          fields: [{ path: 'gloProjectId', message: 'This GLO-R project is already imported' }],
        }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Import project' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This GLO-R project is already imported',
    );
  });

  it('[SET-03] an id already imported goes to that project’s edit page', async () => {
    renderImport(() => json(200, { existingExternalId: SAVED_ID }));
    expect(await screen.findByText(`Edit project ${SAVED_ID}`)).toBeDefined();
    expect(await screen.findByText('GLO-P-7006 is already imported: here is the project')).toBeDefined();
  });

  it('[SET-03] an id GLO-R does not know says so, with no retry; GLO-R not answering offers a retry', async () => {
    renderImport(() =>
      json(404, {
        status: 404,
        code: 'GLO_R_PROJECT_NOT_FOUND',
        message: 'GLO-R has no project with this id',
      }),
    );
    expect(await screen.findByText('GLO-R has no project GLO-P-7006')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to projects' })).toBeDefined();
    cleanup();
    let calls = 0;
    const api = renderImport(() => {
      calls += 1;
      return calls === 1
        ? json(502, { status: 502, code: 'GLO_R_UNREACHABLE', message: 'GLO-R is not reachable.' })
        : json(200, DRAFT);
    });
    expect(await screen.findByText('GLO-R did not answer, try again')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await screen.findByLabelText(/^Name/)).toBeDefined();
    expect(callsTo(api, 'GET', PREVIEW_PATH)).toHaveLength(2);
  });

  it('[SET-03] the list’s dialog asks the GLO-R project id, checked with the API’s rule', () => {
    const onImport = vi.fn();
    renderWithProviders(<ImportProjectDialog open onClose={() => {}} onImport={onImport} />);
    const input = screen.getByRole('textbox', { name: /GLO-R project id/ });
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    submit();
    expect(screen.getByText('Enter the GLO-R project id')).toBeDefined();
    fireEvent.change(input, { target: { value: 'GLO P/1' } });
    submit();
    expect(
      screen.getByText('GLO-R id may contain only letters, digits, dashes and underscores'),
    ).toBeDefined();
    fireEvent.change(input, { target: { value: ' GLO-P-7006 ' } });
    submit();
    expect(onImport).toHaveBeenCalledWith('GLO-P-7006');
  });
});
