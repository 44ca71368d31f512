import { useState } from 'react';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { NameSuggestField } from './name-suggest-field';

const NAMES = ['Aurora Mobile', 'Helix Payments', 'Orion Claims Platform'];

function stubProjects() {
  return stubApi({
    'GET /api/options/projects': (_init) => {
      const url = new URL(String(fetchMock.mock.lastCall?.[0]), 'http://localhost');
      const search = (url.searchParams.get('search_value') ?? '').toLowerCase();
      const content = NAMES.filter((n) => n.toLowerCase().includes(search)).map((n) => ({
        value: n,
        label: n,
      }));
      return json(200, {
        content,
        totalElements: content.length,
        totalPages: 1,
        numberOfElements: content.length,
        pageable: { pageNumber: 1, offset: 0 },
      });
    },
  });
}
let fetchMock: ReturnType<typeof stubApi>;

const seen: string[] = [];
function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NameSuggestField
        kind="projects"
        label="Project"
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
      <output>value: {value}</output>
    </>
  );
}

const searches = () =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams);
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const input = () => screen.getByRole('combobox', { name: 'Project' });
async function type(text: string) {
  await act(async () => {
    input().focus();
    fireEvent.change(input(), { target: { value: text } });
  });
}

describe('NameSuggestField', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    seen.length = 0;
    fetchMock = stubProjects();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('[LIST-08] [LIST-10] opening browses the list (a filled field too); typing searches 500 ms after the last key', async () => {
    renderWithProviders(<Harness initial="Helix Payments" />);
    await act(async () => {
      input().focus();
      fireEvent.keyDown(input(), { key: 'ArrowDown' });
    });
    await advance(510);
    expect(searches().map((q) => q.get('search_value') ?? '')).toEqual(['']);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await type('Or');
    await advance(300);
    await type('Ori');
    await advance(499);
    expect(searches().map((q) => q.get('search_value') ?? '')).toEqual(['']);
    await advance(20);
    await advance(10);
    expect(searches().at(-1)?.get('search_value')).toBe('Ori');
    expect(searches().at(-1)?.get('size')).toBe('50');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Orion Claims Platform']);
  });

  it('[SET-04] picking a suggestion sets the name', async () => {
    renderWithProviders(<Harness />);
    await type('Aur');
    await advance(520);
    await advance(10);
    fireEvent.click(screen.getByRole('option', { name: 'Aurora Mobile' }));
    expect(screen.getByText('value: Aurora Mobile')).toBeTruthy();
    expect(input()).toHaveProperty('value', 'Aurora Mobile');
  });

  it('[SET-04] a name not in the list is kept as typed (it joins the list when the vacancy is saved); clearing empties it', async () => {
    renderWithProviders(<Harness />);
    await type('Kestrel Billing');
    await advance(520);
    await advance(10);
    expect(searches().at(-1)?.get('search_value')).toBe('Kestrel Billing');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await act(async () => {
      fireEvent.keyDown(input(), { key: 'Enter' });
      fireEvent.blur(input());
    });
    expect(screen.getByText('value: Kestrel Billing')).toBeTruthy();
    await type('');
    expect(seen.at(-1)).toBe('');
  });

  it('asks nothing while closed', async () => {
    renderWithProviders(<Harness initial="Helix Payments" />);
    await advance(1000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
