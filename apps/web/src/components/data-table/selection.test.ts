import { describe, expect, it } from 'vitest';
import { mergeSelection } from './selection';

describe('DataTable selection across pages', () => {
  it('keeps the selection of other pages when this page changes', () => {
    const model = { type: 'include' as const, ids: new Set(['c']) };
    expect(mergeSelection(model, ['a', 'b'], ['b', 'c'])).toEqual(['a', 'c']);
  });

  it('reads a select-all (exclude) model as every row of this page but the excluded', () => {
    const model = { type: 'exclude' as const, ids: new Set(['d']) };
    expect(mergeSelection(model, ['a'], ['c', 'd', 'e'])).toEqual(['a', 'c', 'e']);
  });
});
