import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { vacancyListQuerySchema } from '@talent-desk/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { VacancyExportButton } from './vacancy-export-button';

const QUERY = vacancyListQuerySchema.parse({
  search: 'java',
  statuses: ['OPEN'],
  column: 'title',
  order: 'asc',
  page: '3',
});

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('vacancy list export', { timeout: 20_000 }, () => {
  it('posts the list’s search, filters and order (not its page) and saves the xlsx', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = stubApi({
      'POST /api/vacancies/export': () =>
        new Response(new Uint8Array([1, 2, 3]), {
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="vacancies-2026-11-24.xlsx"',
            'X-Export-Rows': '12',
          },
        }),
    });
    renderWithProviders(<VacancyExportButton query={QUERY} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export downloaded: vacancies-2026-11-24.xlsx')).toBeDefined();
    const body = JSON.parse(String(callsTo(api, 'POST', '/api/vacancies/export')[0]?.[1]?.body));
    expect(body.sort).toEqual({ column: 'title', order: 'asc' });
    expect(body.filters).toMatchObject({ search: 'java', statuses: ['OPEN'] });
    expect(body.page).toBeUndefined();
    expect(click).toHaveBeenCalledOnce();
  });

  it('shows progress while the file streams', async () => {
    let finish: (response: Response) => void = () => {};
    stubApi({ 'POST /api/vacancies/export': () => new Promise<Response>((resolve) => (finish = resolve)) });
    renderWithProviders(<VacancyExportButton query={QUERY} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('dialog', { name: 'Exporting vacancies' })).toBeDefined();
    expect(screen.getByRole('progressbar', { name: 'Exporting vacancies' })).toBeDefined();
    // Under the modal progress dialog, the button waits, disabled.
    expect(screen.getByRole('button', { name: 'Export', hidden: true })).toHaveProperty('disabled', true);
    finish(json(500, { status: 500, code: 'INTERNAL', message: 'Boom' }));
  });

  it('a failed export closes the progress and says why in a toast', async () => {
    stubApi({
      'POST /api/vacancies/export': () =>
        json(400, { status: 400, code: 'TOO_MANY', message: 'Narrow the filters: more than 50,000 rows' }),
    });
    renderWithProviders(<VacancyExportButton query={QUERY} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(
      await screen.findByText('The export failed: Narrow the filters: more than 50,000 rows'),
    ).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
