import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useShownPage } from './use-shown-page';

describe('useShownPage', () => {
  it('[LIST-04] a page past the last: the URL takes the page the server answered with', () => {
    const onShown = vi.fn();
    renderHook(() => useShownPage(99, 4, onShown));
    expect(onShown).toHaveBeenCalledWith(4);
  });

  it('[LIST-04] nothing to correct while loading or when the answer is for the page asked', () => {
    const onShown = vi.fn();
    renderHook(() => useShownPage(3, undefined, onShown));
    renderHook(() => useShownPage(3, 3, onShown));
    expect(onShown).not.toHaveBeenCalled();
  });
});
