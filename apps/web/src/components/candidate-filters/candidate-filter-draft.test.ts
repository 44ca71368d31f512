import { describe, expect, it } from 'vitest';
import { hasStatesChosen, isUsaChosen, normaliseCandidateFilterDraft } from './candidate-filter-draft';

describe('candidate filter location rules', () => {
  it('[AUD-19] [AUD-20] states and cities are filters of the USA only; cities need a state', () => {
    expect(isUsaChosen({ countries: ['India'] })).toBe(false);
    expect(isUsaChosen({ countries: ['India', 'USA'] })).toBe(true);
    expect(hasStatesChosen({ countries: ['USA'], states: [] })).toBe(false);
    expect(hasStatesChosen({ countries: ['USA'], states: ['Texas'] })).toBe(true);
    expect(hasStatesChosen({ countries: ['India'], states: ['Texas'] })).toBe(false);
  });

  it('[AUD-22] chosen states (and so cities) are reset when USA is no longer chosen', () => {
    const draft = { countries: ['India'], states: ['Texas'], cities: ['Austin'], names: ['Ann'] };
    expect(normaliseCandidateFilterDraft(draft)).toEqual({
      countries: ['India'],
      states: [],
      cities: [],
      names: ['Ann'],
    });
    expect(normaliseCandidateFilterDraft({ countries: [], states: ['Texas'] })).toEqual({
      countries: [],
      states: [],
      cities: [],
    });
  });

  it('[AUD-23] cities whose states are no longer chosen are dropped; a city of a chosen state stays', () => {
    const cityStates = new Map([
      ['Austin', ['Texas']],
      ['Los Angeles', ['California']],
      ['Springfield', ['Illinois', 'Missouri']],
    ]);
    const draft = {
      countries: ['USA'],
      states: ['Texas', 'Missouri'],
      cities: ['Austin', 'Los Angeles', 'Springfield'],
    };
    expect(normaliseCandidateFilterDraft(draft, cityStates)).toEqual({
      ...draft,
      cities: ['Austin', 'Springfield'],
    });
  });

  it('[AUD-23] every city goes with the last state; a city of unknown states stays while states are chosen', () => {
    expect(
      normaliseCandidateFilterDraft({ countries: ['USA'], states: [], cities: ['Austin'] }).cities,
    ).toEqual([]);
    expect(
      normaliseCandidateFilterDraft({ countries: ['USA'], states: ['Ohio'], cities: ['Austin'] }).cities,
    ).toEqual(['Austin']);
  });

  it('an unchanged draft is returned as is (no re-render loop for the caller)', () => {
    const draft = { countries: ['USA'], states: ['Texas'], cities: ['Austin'] };
    expect(normaliseCandidateFilterDraft(draft, new Map([['Austin', ['Texas']]]))).toBe(draft);
  });
});
