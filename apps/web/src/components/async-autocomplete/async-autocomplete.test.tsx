import { useState } from 'react';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { OptionItem, OptionKind } from '@talent-desk/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { AsyncAutocomplete } from './async-autocomplete';

function page(count: number, prefix: string, pageNumber = 1) {
  const content = Array.from({ length: count }, (_, i) => ({
    value: `${prefix} ${pageNumber}-${i}`,
    label: `${prefix} ${pageNumber}-${i}`,
  }));
  return {
    content,
    totalElements: 999,
    totalPages: 20,
    numberOfElements: count,
    pageable: { pageNumber, offset: 0 },
  };
}

/** Answers GET /api/options/{kind} with `sizes[page - 1]` options. */
function stubOptions(kind: OptionKind, sizes: number[]) {
  return stubApi({
    [`GET /api/options/${kind}`]: () => json(200, page(sizes[0] ?? 0, kind)),
  });
}

function optionCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams);
}

function Harness({ kind, initial = [] }: { kind: OptionKind; initial?: OptionItem[] }) {
  const [value, setValue] = useState<OptionItem[]>(initial);
  return <AsyncAutocomplete kind={kind} label="Pick" value={value} onChange={setValue} />;
}

async function type(text: string) {
  const input = screen.getByRole('combobox', { name: 'Pick' });
  await act(async () => {
    input.focus();
    fireEvent.change(input, { target: { value: text } });
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('AsyncAutocomplete', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('[LIST-09] does not search with fewer than 3 characters and says so', async () => {
    const fetchMock = stubOptions('countries', [50]);
    renderWithProviders(<Harness kind="countries" />);
    await type('In');
    await advance(1000);
    expect(optionCalls(fetchMock).filter((q) => q.has('search_value'))).toHaveLength(0);
    expect(screen.getByText('Type at least 3 characters to search')).toBeTruthy();
  });

  it('[LIST-09] skills search after 2 characters', async () => {
    const fetchMock = stubOptions('skills', [3]);
    renderWithProviders(<Harness kind="skills" />);
    await type('Ja');
    await advance(500);
    expect(optionCalls(fetchMock).map((q) => q.get('search_value'))).toContain('Ja');
  });

  it('[LIST-08] [LIST-10] waits 500 ms after typing, then asks for 50 options', async () => {
    const fetchMock = stubOptions('countries', [2]);
    renderWithProviders(<Harness kind="countries" />);
    await type('Ind');
    await advance(300);
    await type('Indi');
    await advance(499);
    expect(optionCalls(fetchMock).filter((q) => q.has('search_value'))).toHaveLength(0);
    await advance(1);
    const searches = optionCalls(fetchMock).filter((q) => q.has('search_value'));
    expect(searches).toHaveLength(1);
    expect(searches[0]?.get('search_value')).toBe('Indi');
    expect(searches[0]?.get('size')).toBe('50');
    expect(searches[0]?.get('page')).toBe('1');
    await advance(10);
    expect(screen.getByRole('option', { name: 'countries 1-0' })).toBeTruthy();
  });

  it('[LIST-11] loads the next page at the end of the list only while the last page was full', async () => {
    const sizes = [50, 10];
    const fetchMock = stubApi({
      'GET /api/options/cities': (_init) => {
        const asked = Number(
          new URL(String(fetchMock.mock.lastCall?.[0]), 'http://localhost').searchParams.get('page'),
        );
        return json(200, page(sizes[asked - 1] ?? 0, 'city', asked));
      },
    });
    renderWithProviders(<Harness kind="cities" />);
    const input = screen.getByRole('combobox', { name: 'Pick' });
    await act(async () => {
      input.focus();
      fireEvent.keyDown(input, { key: 'ArrowDown' });
    });
    await advance(500);
    await advance(10);
    const listbox = screen.getByRole('listbox');
    expect(screen.getAllByRole('option')).toHaveLength(50);

    const scrollToEnd = async () => {
      Object.defineProperty(listbox, 'scrollHeight', { configurable: true, value: 2000 });
      Object.defineProperty(listbox, 'clientHeight', { configurable: true, value: 250 });
      listbox.scrollTop = 1750;
      fireEvent.scroll(listbox);
      await advance(50);
    };
    await scrollToEnd();
    expect(optionCalls(fetchMock).map((q) => q.get('page'))).toEqual(['1', '2']);
    expect(screen.getAllByRole('option')).toHaveLength(60);

    await scrollToEnd();
    expect(optionCalls(fetchMock).map((q) => q.get('page'))).toEqual(['1', '2']);
  });

  it('[LIST-14] the option list scrolls within 250 px', async () => {
    stubOptions('countries', [5]);
    renderWithProviders(<Harness kind="countries" />);
    const input = screen.getByRole('combobox', { name: 'Pick' });
    await act(async () => {
      input.focus();
      fireEvent.keyDown(input, { key: 'ArrowDown' });
    });
    await advance(500);
    await advance(10);
    expect(screen.getByRole('listbox').style.maxHeight).toBe('250px');
  });

  describe('chips known only by id (a filter restored from a link)', () => {
    const react = { value: 'React', label: 'React', externalId: '0b6f1f4e-7c1a-4a53-9d0e-2f3c4b5a6d7e' };
    const go = { value: 'Go', label: 'Go', externalId: '1c7e2a5f-8d2b-4b64-8e1f-3a4d5c6b7e8f' };
    const byId = (option: OptionItem): OptionItem => ({ ...option, label: option.externalId ?? '' });
    const lookups = (fetchMock: ReturnType<typeof stubApi>) =>
      optionCalls(fetchMock).filter((q) => q.has('externalIds'));

    function stubLabels() {
      return stubApi({
        'GET /api/options/skills': () => json(200, { ...page(0, 'skill'), content: [go, react] }),
      });
    }

    it('show the names after one labels request for the unnamed ids', async () => {
      const fetchMock = stubLabels();
      renderWithProviders(<Harness kind="skills" initial={[byId(react), byId(go)]} />);
      await advance(10);
      expect(screen.getByText('React')).toBeTruthy();
      expect(screen.getByText('Go')).toBeTruthy();
      expect(screen.queryByText(react.externalId)).toBeNull();
      expect(lookups(fetchMock).map((q) => q.get('externalIds'))).toEqual([
        [react.externalId, go.externalId].sort().join(','),
      ]);
    });

    it('are looked up once: a second render of the same ids uses the cached labels', async () => {
      const fetchMock = stubLabels();
      const { queryClient } = renderWithProviders(<Harness kind="skills" initial={[byId(react)]} />);
      await advance(10);
      cleanup();
      renderWithProviders(<Harness kind="skills" initial={[byId(react)]} />, queryClient);
      expect(screen.getByText('React')).toBeTruthy();
      expect(lookups(fetchMock)).toHaveLength(1);
    });

    it('are not looked up when named already, or for kinds without ids', async () => {
      const fetchMock = stubLabels();
      renderWithProviders(<Harness kind="skills" initial={[react]} />);
      await advance(10);
      cleanup();
      renderWithProviders(<Harness kind="countries" initial={[{ value: 'India', label: 'India' }]} />);
      await advance(10);
      expect(screen.getByText('India')).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});
