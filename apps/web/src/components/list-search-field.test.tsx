import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListSearchField } from './list-search-field';

describe('ListSearchField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('[LIST-07] searches once typing has paused for 400 ms, with the trimmed text', () => {
    const onSearch = vi.fn();
    render(<ListSearchField label="Search" value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'Pri' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box, { target: { value: ' Priya ' } });
    act(() => vi.advanceTimersByTime(399));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Priya');
  });

  it('[LIST-07] leaving the box searches at once, so a pending search cannot fire after a click elsewhere', () => {
    const onSearch = vi.fn();
    render(<ListSearchField label="Search" value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'Priya' } });
    fireEvent.blur(box);
    expect(onSearch).toHaveBeenCalledWith('Priya');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
    fireEvent.blur(box);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('shows a search set from elsewhere (back button, cleared filters) instead of the draft', () => {
    const { rerender } = render(<ListSearchField label="Search" value="old" onSearch={vi.fn()} />);
    rerender(<ListSearchField label="Search" value="" onSearch={vi.fn()} />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', '');
  });
});
