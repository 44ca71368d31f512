import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { candidateListQuerySchema, candidateListQueryToQueryPairs } from '@talent-desk/shared';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  correctedSearch,
  listStateToSearch,
  parseListState,
  useUrlListState,
  type ListStateCodec,
} from './url-state';

const codec: ListStateCodec<ReturnType<typeof candidateListQuerySchema.parse>> = {
  schema: candidateListQuerySchema,
  toQueryPairs: candidateListQueryToQueryPairs,
};

function renderListState(url: string, onInvalid = vi.fn()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  const hook = renderHook(() => ({ list: useUrlListState(codec, { onInvalid }), location: useLocation() }), {
    wrapper,
  });
  return { ...hook, onInvalid };
}

describe('url-state', () => {
  it('[LIST-01] [LIST-02] an empty query is page 1 of 15 rows', () => {
    const parsed = parseListState('', candidateListQuerySchema);
    expect(parsed).toMatchObject({ ok: true, state: { page: 1, size: 15 } });
  });

  it('[LIST-01] every allowed page size is kept', () => {
    for (const size of [5, 15, 25, 50, 100]) {
      expect(parseListState(`?size=${size}`, candidateListQuerySchema)).toMatchObject({
        ok: true,
        state: { size },
      });
    }
  });

  it('[LIST-03] a page size outside the list falls back to 15', () => {
    for (const size of ['7', '1000', 'abc', '-5']) {
      expect(parseListState(`?size=${size}`, candidateListQuerySchema)).toMatchObject({
        ok: true,
        state: { size: 15 },
      });
    }
  });

  it('[LIST-02] a page that is not a positive whole number is page 1', () => {
    expect(parseListState('?page=0', candidateListQuerySchema)).toMatchObject({ state: { page: 1 } });
    expect(parseListState('?page=x', candidateListQuerySchema)).toMatchObject({ state: { page: 1 } });
    expect(parseListState('?page=4', candidateListQuerySchema)).toMatchObject({ state: { page: 4 } });
  });

  it('[LIST-06] a filter value that does not parse is reported as invalid', () => {
    expect(parseListState('?statuses=NOPE', candidateListQuerySchema)).toEqual({ ok: false });
    expect(parseListState('?column=password', candidateListQuerySchema)).toEqual({ ok: false });
  });

  it('round trips filters, page and sort through the query string', () => {
    const state = candidateListQuerySchema.parse({
      page: '3',
      size: '50',
      column: 'fullName',
      order: 'asc',
      countries: ['India', 'USA'],
      compliance: 'false',
      statuses: 'PENDING,REJECTED',
    });
    const again = parseListState(
      listStateToSearch(state, candidateListQueryToQueryPairs),
      candidateListQuerySchema,
    );
    expect(again).toEqual({ ok: true, state });
  });

  it('[LIST-06] the hook asks for a reload without the query when it does not parse', () => {
    const { result, onInvalid } = renderListState('/internal/candidates?statuses=NOPE&page=2');
    expect(onInvalid).toHaveBeenCalledWith('/internal/candidates');
    expect(result.current.list.valid).toBe(false);
    expect(result.current.list.state.page).toBe(1);
  });

  it('[LIST-01] [LIST-02] the hook reads and writes the URL', () => {
    const { result, onInvalid } = renderListState('/internal/candidates?size=25&countries=India');
    expect(onInvalid).not.toHaveBeenCalled();
    expect(result.current.list.state).toMatchObject({ page: 1, size: 25, countries: ['India'] });

    act(() => result.current.list.setState((previous) => ({ ...previous, page: 2 })));
    expect(result.current.location.pathname).toBe('/internal/candidates');
    expect(new URLSearchParams(result.current.location.search).get('page')).toBe('2');
    expect(result.current.list.state).toMatchObject({ page: 2, size: 25, countries: ['India'] });
  });

  it('[LIST-06] a query with a malformed %-escape is invalid, not an exception', () => {
    expect(parseListState('?countries=%%%', candidateListQuerySchema)).toEqual({ ok: false });
    const { onInvalid } = renderListState('/internal/candidates?countries=%%%');
    expect(onInvalid).toHaveBeenCalledWith('/internal/candidates');
  });

  it('[LIST-03] a page size read as 15 is written back as 15; keys left out stay out', () => {
    const state = candidateListQuerySchema.parse({ size: '7' });
    const search = correctedSearch('?size=7', state, candidateListQueryToQueryPairs);
    expect(new URLSearchParams(search ?? '').get('size')).toBe('15');
    const fine = candidateListQuerySchema.parse({ size: '25' });
    expect(correctedSearch('?size=25', fine, candidateListQueryToQueryPairs)).toBeNull();
    expect(
      correctedSearch('', candidateListQuerySchema.parse({}), candidateListQueryToQueryPairs),
    ).toBeNull();
  });

  it('[LIST-03] the hook replaces a bad page size in the URL with the size shown', () => {
    const { result } = renderListState('/internal/candidates?size=7&countries=India');
    expect(new URLSearchParams(result.current.location.search).get('size')).toBe('15');
    expect(new URLSearchParams(result.current.location.search).get('countries')).toBe('India');
  });

  it('[LIST-01] two changes before the page renders again both stay: the second builds on the first', () => {
    const { result } = renderListState('/internal/candidates?size=25');
    const { setState } = result.current.list;
    act(() => {
      setState((previous) => ({ ...previous, search: 'STAFF', page: 1 }));
      // Same render's setState, as a header click that lands before the search's render would use.
      setState((previous) => ({ ...previous, column: 'fullName', order: 'asc' }));
    });
    expect(result.current.list.state).toMatchObject({
      search: 'STAFF',
      column: 'fullName',
      order: 'asc',
      size: 25,
    });
  });

  it('[LIST-01] after Back, the next change builds on the URL Back brought, not on the one left', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/internal/candidates?size=25']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => ({ list: useUrlListState(codec), navigate: useNavigate() }), {
      wrapper,
    });
    act(() => result.current.list.setState((previous) => ({ ...previous, search: 'STAFF' })));
    expect(result.current.list.state.search).toBe('STAFF');
    act(() => void result.current.navigate(-1));
    expect(result.current.list.state.search).toBeUndefined();
    act(() => result.current.list.setState((previous) => ({ ...previous, page: 2 })));
    expect(result.current.list.state).toMatchObject({ page: 2, size: 25 });
    expect(result.current.list.state.search).toBeUndefined();
  });
});
