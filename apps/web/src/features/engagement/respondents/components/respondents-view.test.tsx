import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RespondentRow } from '@talent-desk/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { BEN, CAMPAIGN_ID, MARIA, QUESTIONS, listing } from '../../testing/respondent-fixtures';
import { RespondentsView, type AttachDialogProps } from './respondents-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = `POST /api/campaigns/${CAMPAIGN_ID}/respondents`;
const SURVEY = `GET /api/campaigns/${CAMPAIGN_ID}/survey`;
const started = new Date(Date.now() - 86_400_000).toISOString();

/** The page's attach dialog stands in for the candidates' one: what it is opened with is the point. */
function AttachStub({ open, candidateExternalIds }: AttachDialogProps) {
  return open ? (
    <div role="dialog" aria-label="Attach">
      {candidateExternalIds.join(',')}
    </div>
  ) : null;
}

type ViewOptions = { rows?: RespondentRow[]; total?: number; startTime?: string; search?: string };

function renderView({ rows = [MARIA, BEN], total, startTime = started, search = '' }: ViewOptions = {}) {
  const fetchMock = stubApi({
    [SURVEY]: () => json(200, { surveyDto: { questions: QUESTIONS } }),
    [LIST]: () => json(200, listing(rows, total ?? rows.length)),
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[`/internal/engagement/respondents/${CAMPAIGN_ID}${search}`]}>
      <RespondentsView
        campaign={{ externalId: CAMPAIGN_ID, name: 'Spring round', startTime }}
        AttachDialog={AttachStub}
      />
    </MemoryRouter>,
  );
  return fetchMock;
}

const lastBody = (fetchMock: ReturnType<typeof stubApi>) => {
  const calls = callsTo(fetchMock, 'POST', `/api/campaigns/${CAMPAIGN_ID}/respondents`);
  const [input, init] = calls[calls.length - 1] ?? [];
  return { url: new URL(String(input), 'http://localhost'), body: JSON.parse(String(init?.body)) as unknown };
};

describe('the respondents table', { timeout: 20_000 }, () => {
  it('[RESP-10] [RESP-03] asks for the campaign, names and filters, sorted by name ascending', async () => {
    const fetchMock = renderView();
    await screen.findByRole('grid', { name: 'Respondents' });
    const { url, body } = lastBody(fetchMock);
    expect(body).toEqual({ campaignExternalId: CAMPAIGN_ID, filters: [], candidateNames: [] });
    expect(url.searchParams.get('column')).toBe('candidateName');
    expect(url.searchParams.get('order')).toBe('asc');
  });

  it('[RESP-11] [RESP-12] a column per question, headers cut to 25 characters with the whole text on hover; no footer', async () => {
    renderView();
    const grid = await screen.findByRole('grid', { name: 'Respondents' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toContain('Are you open to relocatio…');
    expect(headers).toContain('Languages you use');
    fireEvent.mouseOver(within(grid).getByText('Are you open to relocatio…'));
    expect(await screen.findByText('Are you open to relocation within the country?')).toBeDefined();
    expect(document.querySelector('.MuiDataGrid-footerContainer')).toBeNull();
  });

  it('[RESP-05] [RESP-07] a checkbox per row; Attach to vacancy only with a selection, for the selected', async () => {
    renderView();
    await screen.findByRole('grid', { name: 'Respondents' });
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    const attach = screen.getByRole('menuitem', { name: /Attach to vacancy/ });
    expect(attach.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('menuitem', { name: 'Download' }).getAttribute('aria-disabled')).toBeNull();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    const ben = screen.getAllByRole('row').find((row) => row.textContent?.includes('Ben Ochs'));
    if (!ben) throw new Error('no row for Ben');
    fireEvent.click(within(ben).getByRole('checkbox'));
    await waitFor(() => expect(screen.getByText(/1 selected/)).toBeDefined());
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: /Attach to vacancy/ }));
    expect(screen.getByRole('dialog', { name: 'Attach' }).textContent).toBe(BEN.candidateExternalId);
  });

  it('[RESP-03] [RESP-04] a click on a question header sorts by it on the server', async () => {
    const fetchMock = renderView();
    const grid = await screen.findByRole('grid', { name: 'Respondents' });
    fireEvent.click(within(grid).getByText('Years with Java'));
    await waitFor(() =>
      expect(lastBody(fetchMock).url.searchParams.get('column')).toBe(QUESTIONS[1]?.externalId),
    );
    expect(lastBody(fetchMock).url.searchParams.get('order')).toBe('asc');
  });

  it('[RESP-06] the Filters button counts the filters of the URL, which the body carries', async () => {
    const yes = `${QUESTIONS[0]?.externalId ?? ''}:true`;
    const fetchMock = renderView({ search: `?name=Maria&filter=${encodeURIComponent(yes)}` });
    expect(await screen.findByRole('button', { name: 'Filters, 2 active' })).toBeDefined();
    await waitFor(() =>
      expect(lastBody(fetchMock).body).toMatchObject({
        candidateNames: ['Maria'],
        filters: [{ questionExternalId: QUESTIONS[0]?.externalId, type: 'BOOLEAN', booleanValue: true }],
      }),
    );
  });

  it.each([
    [
      '[RESP-19]',
      { rows: [], startTime: new Date(Date.now() + 3 * 86_400_000).toISOString() },
      "The campaign hasn't started yet. Data will appear here once it becomes open",
    ],
    ['[RESP-20]', { rows: [] }, 'No data available yet. Survey responses will appear here once received.'],
    [
      '[RESP-21]',
      { rows: [], total: 4 },
      'No results match your current filters. Try adjusting your filters to explore more options.',
    ],
  ])("%s the empty state in the spec's words", async (_rule, options, text) => {
    renderView(options);
    expect(await screen.findByText(text)).toBeDefined();
    expect(screen.queryByRole('grid')).toBeNull();
  });
});
