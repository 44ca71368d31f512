import { describe, expect, it } from 'vitest';
import { textRuns } from './pdf-fonts.js';

const fonts = (text: string) => textRuns(text).map((r) => [r.font, r.text]);

describe('font runs of the pdf export', () => {
  it('one run per script, words kept with their spaces', () => {
    expect(fonts('Zoë अर्जुन शर्मा')).toEqual([
      ['noto-sans-latin-regular', 'Zoë '],
      ['noto-sans-devanagari-devanagari-regular', 'अर्जुन शर्मा'],
    ]);
    expect(fonts('Łukasz')).toEqual([
      ['noto-sans-latin-ext-regular', 'Ł'],
      ['noto-sans-latin-regular', 'ukasz'],
    ]);
    expect(fonts('Дмитрий')).toEqual([['noto-sans-cyrillic-regular', 'Дмитрий']]);
  });

  it('a decomposed accent becomes the precomposed letter of the Latin font (NFC)', () => {
    expect(fonts('Zoe\u0308')).toEqual([['noto-sans-latin-regular', 'Zoë']]);
  });

  it('joiners and marks stay with the letter before them (Devanagari shaping needs them together)', () => {
    expect(fonts('क\u094D\u200Dष')).toEqual([['noto-sans-devanagari-devanagari-regular', 'क\u094D\u200Dष']]);
  });

  it('bold runs name the bold faces; a character no subset covers falls back to Latin', () => {
    expect(fonts('漢')).toEqual([['noto-sans-latin-regular', '漢']]);
    expect(textRuns('Name', 'bold')).toEqual([{ font: 'noto-sans-latin-bold', text: 'Name' }]);
  });
});
