import { describe, expect, it } from 'vitest';
import { QUESTIONS } from '../../testing/respondent-fixtures';
import {
  activeFilterCount,
  draftsFromTokens,
  filterToken,
  filtersFromTokens,
  tokensFromDrafts,
} from './respondent-filters';

const [yesNo, years, start, model, team, languages] = QUESTIONS.map((q) => q.externalId);
const option = (q: number, o: number) => QUESTIONS[q]?.options[o]?.externalId ?? '';

describe('respondent filters in the URL and in the body (RESP-23)', () => {
  it('[RESP-23] URL tokens become the body items of each type, with the question and option texts', () => {
    const tokens = [
      filterToken(yesNo ?? '', 'true'),
      filterToken(years ?? '', '5'),
      filterToken(start ?? '', '2026-07-01'),
      filterToken(model ?? '', option(3, 0)),
      filterToken(team ?? '', option(4, 1)),
      filterToken(languages ?? '', option(5, 0)),
      filterToken(languages ?? '', option(5, 1)),
    ];
    expect(filtersFromTokens(QUESTIONS, tokens)).toEqual([
      { question: QUESTIONS[0]?.question, questionExternalId: yesNo, type: 'BOOLEAN', booleanValue: true },
      { question: 'Years with Java', questionExternalId: years, type: 'NUMBER', minNumericValue: 5 },
      {
        question: 'Earliest start date',
        questionExternalId: start,
        type: 'DATE',
        availabilityDate: '2026-07-01',
      },
      {
        question: 'Work model',
        questionExternalId: model,
        type: 'SINGLE_CHOICE',
        choiceExternalId: option(3, 0),
        choiceValue: 'Remote',
      },
      {
        question: 'Team size',
        questionExternalId: team,
        type: 'SELECT',
        choiceExternalId: option(4, 1),
        choiceValue: 'Large',
      },
      {
        question: 'Languages you use',
        questionExternalId: languages,
        type: 'MULTIPLE_CHOICE',
        choiceExternalId: option(5, 0),
        choiceValue: 'Java',
      },
      {
        question: 'Languages you use',
        questionExternalId: languages,
        type: 'MULTIPLE_CHOICE',
        choiceExternalId: option(5, 1),
        choiceValue: 'Kotlin',
      },
    ]);
  });

  it('leaves out tokens that fit no question: unknown ids, foreign options, bad values', () => {
    const tokens = [
      filterToken('00000000-0000-4000-8000-000000000999', 'true'),
      filterToken(model ?? '', option(4, 0)),
      filterToken(yesNo ?? '', 'maybe'),
      filterToken(years ?? '', '1.5'),
      filterToken(start ?? '', '2026-02-30'),
      'no-colon',
    ];
    expect(filtersFromTokens(QUESTIONS, tokens)).toEqual([]);
  });

  it('drafts and tokens go both ways; empty drafts are no filter', () => {
    const drafts = {
      [yesNo ?? '']: false,
      [years ?? '']: '12',
      [start ?? '']: '2026-09-01',
      [model ?? '']: option(3, 1),
      [languages ?? '']: [option(5, 0), option(5, 1)],
      [team ?? '']: '',
    };
    const tokens = tokensFromDrafts(QUESTIONS, drafts);
    expect(tokens).toHaveLength(6);
    const { [team ?? '']: _empty, ...kept } = drafts;
    expect(draftsFromTokens(QUESTIONS, tokens)).toEqual(kept);
  });

  it('[RESP-06] the badge counts the name field once and each question with a filter', () => {
    const filters = filtersFromTokens(QUESTIONS, [
      filterToken(languages ?? '', option(5, 0)),
      filterToken(languages ?? '', option(5, 1)),
      filterToken(yesNo ?? '', 'true'),
    ]);
    expect(activeFilterCount([], [])).toBe(0);
    expect(activeFilterCount(['Maria', 'Ben'], [])).toBe(1);
    expect(activeFilterCount(['Maria'], filters)).toBe(3);
  });
});
