import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_KINDS, type SearchKind } from '@talent-desk/shared';
import { json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import type { SearchLinks } from './search-links';
import { SearchModal } from './search-modal';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const path = (kind: string) => ({
  hit: (hit: { externalId: string }) => `/internal/${kind}/${hit.externalId}`,
  list: (key: string) => `/internal/${kind}?search=${encodeURIComponent(key)}`,
});
const LINKS = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, path(kind)])) as unknown as SearchLinks;

const candidates = (count: number) =>
  Array.from({ length: Math.min(count, 6) }, (_, i) => ({
    externalId: uuid(i + 1),
    fullName: `Priya Nair ${i + 1}`,
    email: `priya${i + 1}@example.test`,
  }));
const empty = () => json(200, { content: [], totalElements: 0, totalIsExact: true });

function stubSearch(answers: Partial<Record<SearchKind, () => Response>> = {}) {
  return stubApi(
    Object.fromEntries(
      SEARCH_KINDS.map((kind) => [`GET /search-service/es/${kind}/search`, answers[kind] ?? empty]),
    ),
  );
}
const searchedKinds = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${url.pathname.split('/')[3]} ${url.searchParams.get('key')} ${url.searchParams.get('size')}`;
  });

function renderModal(kinds: readonly SearchKind[] = SEARCH_KINDS) {
  renderWithProviders(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<SearchModal open onClose={vi.fn()} kinds={kinds} links={LINKS} />} />
        <Route path="/internal/candidate/:id" element={<p>Candidate page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('combobox', { name: 'Search' });
}
const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });
/** Moves the clock and lets the answers' promises settle. */
/** Moves the clock exactly. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  // Fetch answers settle on real queues; a few more ticks let the queries and React take them in.
  for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(1));
}

describe('SearchModal', () => {
  // Only the clock of the delay: the answers' bodies are read through other queues.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('[SEARCH-01] the input has the placeholder Search', () => {
    stubSearch();
    expect(renderModal()).toHaveProperty('placeholder', 'Search');
  });

  it('[SEARCH-03] with fewer than 3 characters no request is sent, however long one waits', async () => {
    const fetchMock = stubSearch();
    const box = renderModal();
    type(box, 'ab');
    await wait(5000);
    type(box, '  ab  ');
    await wait(5000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Type at least 3 characters to search');
  });

  it('[SEARCH-02][SEARCH-04][SEARCH-05] searches 1 s after typing stops, every kind with key and size=6, in the sections’ order', async () => {
    const fetchMock = stubSearch();
    const box = renderModal();
    type(box, 'Pri');
    await advance(600);
    type(box, 'Priy');
    await advance(999);
    expect(fetchMock).not.toHaveBeenCalled();
    await advance(1);
    expect(searchedKinds(fetchMock)).toEqual(SEARCH_KINDS.map((kind) => `${kind} Priy 6`));
  });

  it('[SEARCH-06] a VENDOR’s modal requests and shows only vacancies and candidates', async () => {
    const fetchMock = stubSearch({
      candidate: () => json(200, { content: candidates(1), totalElements: 1, totalIsExact: true }),
      vacancy: () =>
        json(200, {
          content: [{ externalId: uuid(9), title: 'Java Developer', gloVacancyId: 'GLO-1', status: 'OPEN' }],
          totalElements: 1,
          totalIsExact: true,
        }),
    });
    type(renderModal(['vacancy', 'candidate']), 'java');
    await wait(1100);
    expect(searchedKinds(fetchMock)).toEqual(['vacancy java 6', 'candidate java 6']);
    const groups = within(screen.getByRole('listbox')).getAllByRole('group');
    expect(groups).toHaveLength(2);
    expect(groups[0]).toBe(screen.getByRole('group', { name: 'Vacancies' }));
    expect(groups[1]).toBe(screen.getByRole('group', { name: 'Candidates' }));
  });

  it('[SEARCH-07][SEARCH-08][SEARCH-09][SEARCH-11][SEARCH-15] at most 5 hits, the count badge, And N more to the list with the key, links to the hits', async () => {
    stubSearch({
      candidate: () => json(200, { content: candidates(6), totalElements: 42, totalIsExact: true }),
    });
    type(renderModal(), 'priya');
    await wait(1100);
    const group = screen.getByRole('group', { name: 'Candidates' });
    const options = within(group).getAllByRole('option');
    expect(options).toHaveLength(6);
    expect(options.slice(0, 5).map((o) => o.getAttribute('href'))).toEqual(
      [1, 2, 3, 4, 5].map((n) => `/internal/candidate/${uuid(n)}`),
    );
    expect(options[0]?.textContent).toContain('Priya Nair 1');
    expect(options[5]?.textContent).toBe('And 37 more');
    expect(options[5]?.getAttribute('href')).toBe('/internal/candidate?search=priya');
    expect(within(group).getByTestId('search-count-candidate').textContent).toBe('42');
  });

  it('[SEARCH-08][SEARCH-09] a capped total shows as 1000+ and And 995+ more', async () => {
    stubSearch({
      candidate: () => json(200, { content: candidates(6), totalElements: 1000, totalIsExact: false }),
    });
    type(renderModal(), 'priya');
    await wait(1100);
    expect(screen.getByTestId('search-count-candidate').textContent).toBe('1000+');
    expect(screen.getByRole('option', { name: 'And 995+ more' })).toBeDefined();
  });

  it('[SEARCH-10] says No results found when no kind has a hit', async () => {
    stubSearch();
    type(renderModal(), 'zzzz');
    await wait(1100);
    expect(screen.getByRole('status').textContent).toBe('No results found');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('[SEARCH-11] arrow keys move through the hits and Enter opens the active one', async () => {
    stubSearch({
      candidate: () => json(200, { content: candidates(2), totalElements: 2, totalIsExact: true }),
    });
    const box = renderModal();
    type(box, 'priya');
    await wait(1100);
    const [first, second] = screen.getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBe(first?.id);
    expect(first?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(second?.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(first?.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await wait(10);
    expect(screen.getByText('Candidate page')).toBeDefined();
  });
});
