import { describe, expect, it } from 'vitest';
import { fitColumns } from './fit-columns';

describe('fitColumns', () => {
  it('leaves columns that fit alone', () => {
    expect(fitColumns([{ field: 'a', width: 100, minWidth: 50 }], 200)).toEqual([]);
  });

  it('takes the excess from each column in proportion to its room above minWidth', () => {
    const fitted = fitColumns(
      [
        { field: 'name', width: 300, minWidth: 100 },
        { field: 'email', width: 200, minWidth: 100 },
        { field: 'date', width: 100, minWidth: 100 },
      ],
      450,
    );
    expect(fitted).toEqual([
      { field: 'name', width: 200, minWidth: 100 },
      { field: 'email', width: 150, minWidth: 100 },
    ]);
  });

  it('never goes below minWidth: the grid scrolls when even that is too wide', () => {
    const fitted = fitColumns([{ field: 'name', width: 300, minWidth: 200 }], 100);
    expect(fitted).toEqual([{ field: 'name', width: 200, minWidth: 200 }]);
  });
});
