import { describe, expect, it } from 'vitest';
import { pageSelection, withPage, withRow } from './selection';

describe('DataTable selection across pages', () => {
  it('adds and removes one row, keeping the rows selected on other pages', () => {
    expect(withRow(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(withRow(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(withRow(['a'], 'a', true)).toEqual(['a']);
  });

  it("selects and clears a whole page without touching other pages' rows", () => {
    expect(withPage(['a', 'c'], ['c', 'd'], true)).toEqual(['a', 'c', 'd']);
    expect(withPage(['a', 'c', 'd'], ['c', 'd'], false)).toEqual(['a']);
  });

  it("reads the page's share of the selection for the header checkbox", () => {
    expect(pageSelection(['x'], ['a', 'b'])).toBe('none');
    expect(pageSelection(['a', 'x'], ['a', 'b'])).toBe('some');
    expect(pageSelection(['b', 'a'], ['a', 'b'])).toBe('all');
  });
});
