import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FilterFieldDef, FilterValues } from '@/components/filter-panel/filter-field-types';
import { PREVIEW_DEBOUNCE_MS, useLivePreviewFilters } from './use-live-preview-filters';

const FIELDS: FilterFieldDef[] = [
  { key: 'names', label: 'Names', type: 'text' },
  { key: 'rateMin', label: 'Rate from', type: 'number', bound: 'min', pairKey: 'rateMax', min: 0 },
  { key: 'rateMax', label: 'Rate up to', type: 'number', bound: 'max', pairKey: 'rateMin', min: 0 },
];
const START: FilterValues = { names: [], rateMin: undefined, rateMax: undefined };

function renderLive(live = true) {
  return renderHook(({ draft }) => useLivePreviewFilters(FIELDS, draft, START, live), {
    initialProps: { draft: START },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the audience preview follows the filters', () => {
  it(`[AUD-09] follows the filters ${PREVIEW_DEBOUNCE_MS} ms after they stop changing, once for a burst of changes`, () => {
    const hook = renderLive();
    hook.rerender({ draft: { ...START, names: ['A'] } });
    act(() => vi.advanceTimersByTime(PREVIEW_DEBOUNCE_MS - 100));
    hook.rerender({ draft: { ...START, names: ['Ann'] } });
    act(() => vi.advanceTimersByTime(PREVIEW_DEBOUNCE_MS - 1));
    // Still waiting: the second change started the wait again.
    expect(hook.result.current).toMatchObject({ filters: START, pending: true });
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current).toMatchObject({ filters: { names: ['Ann'] }, pending: false });
  });

  it('[AUD-13] Search follows the filters at once, without the wait', () => {
    const hook = renderLive();
    const typed = { ...START, names: ['Ann'] };
    hook.rerender({ draft: typed });
    act(() => hook.result.current.searchNow(typed));
    expect(hook.result.current).toMatchObject({ filters: typed, pending: false });
  });

  it('filters with an issue are not followed: the last valid ones stay', () => {
    const hook = renderLive();
    hook.rerender({ draft: { ...START, rateMin: '50', rateMax: '10' } });
    act(() => vi.advanceTimersByTime(PREVIEW_DEBOUNCE_MS * 2));
    expect(hook.result.current).toMatchObject({ filters: START, pending: false, invalid: true });
  });

  it('[AUD-14] view mode keeps the filters it started with', () => {
    const hook = renderLive(false);
    hook.rerender({ draft: { ...START, names: ['Ann'] } });
    act(() => vi.advanceTimersByTime(PREVIEW_DEBOUNCE_MS * 2));
    expect(hook.result.current).toMatchObject({ filters: START, pending: false });
  });
});
