import { describe, expect, it } from 'vitest';
import { parseListState, listStateToSearch } from '@/lib/url-state';
import { respondentsViewPairs, respondentsViewSchema } from './respondents-url-state';

const question = '00000000-0000-4000-8000-000000000001';

describe('the respondents view in the URL', () => {
  it('[RESP-03] candidate name ascending when the URL says nothing, and then the URL stays clean', () => {
    const parsed = parseListState('', respondentsViewSchema);
    expect(parsed).toEqual({
      ok: true,
      state: { column: 'candidateName', order: 'asc', name: [], filter: [] },
    });
    if (parsed.ok) expect(listStateToSearch(parsed.state, respondentsViewPairs)).toBe('');
  });

  it('[RESP-04] sort, names and filters round-trip; order is read upper-cased too', () => {
    const search = `?column=${question}&order=DESC&name=Maria%20Keller&name=Ben&filter=${question}%3Atrue`;
    const parsed = parseListState(search, respondentsViewSchema);
    expect(parsed).toEqual({
      ok: true,
      state: { column: question, order: 'desc', name: ['Maria Keller', 'Ben'], filter: [`${question}:true`] },
    });
    if (parsed.ok)
      expect(
        parseListState(listStateToSearch(parsed.state, respondentsViewPairs), respondentsViewSchema),
      ).toEqual(parsed);
  });

  it('a query that does not parse is refused (the page reloads without it, LIST-06)', () => {
    expect(parseListState('?column=email', respondentsViewSchema).ok).toBe(false);
    expect(parseListState('?filter=nonsense', respondentsViewSchema).ok).toBe(false);
  });
});
