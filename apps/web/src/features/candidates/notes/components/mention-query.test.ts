import { describe, expect, it } from 'vitest';
import { activeMention, bodyToDraft, draftToBody, insertMention } from './mention-query';

describe('typing a mention', () => {
  it('finds the @ at a word start before the caret, up to two words', () => {
    expect(activeMention('Hi @Ali', 7)).toEqual({ start: 3, query: 'Ali' });
    expect(activeMention('@Alice Ac', 9)).toEqual({ start: 0, query: 'Alice Ac' });
    expect(activeMention('@', 1)).toEqual({ start: 0, query: '' });
    expect(activeMention('mail me@example', 15)).toBeNull();
    expect(activeMention('@Alice said hello', 17)).toBeNull();
    expect(activeMention('@Ali\nce', 8)).toBeNull();
  });

  it('replaces the typed text with the name and puts the caret after it', () => {
    const id = '00000000-0000-4000-8000-0000000000a1';
    const result = insertMention(
      'Hi @Ali and more',
      7,
      { start: 3, query: 'Ali' },
      { name: 'Alice Acme', externalId: id },
    );
    expect(result.text).toBe('Hi @Alice Acme and more');
    expect(result.caret).toBe('Hi @Alice Acme '.length);
  });

  it('names become tokens when saved, the longest name first; an unpicked or edited name stays text', () => {
    const ann = { name: 'Ann', externalId: '00000000-0000-4000-8000-0000000000b1' };
    const annLee = { name: 'Ann Lee', externalId: '00000000-0000-4000-8000-0000000000b2' };
    const body = draftToBody('@Ann Lee, @Ann. @Anna and @Bob; mail ann@x.org', [ann, annLee]);
    expect(body).toBe(
      `@[Ann Lee](${annLee.externalId}), @[Ann](${ann.externalId}). @Anna and @Bob; mail ann@x.org`,
    );
    expect(bodyToDraft(body)).toEqual({
      text: '@Ann Lee, @Ann. @Anna and @Bob; mail ann@x.org',
      picked: [
        { name: 'Ann Lee', externalId: annLee.externalId },
        { name: 'Ann', externalId: ann.externalId },
      ],
    });
  });
});
