import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { registerNotoFonts } from './pdf-fonts.js';
import { pdfText } from './pdf-text.js';

function textOnPage() {
  const doc = new PDFDocument();
  registerNotoFonts(doc);
  const text = pdfText(doc);
  text.size(8.5);
  return text;
}

/** The positions where a grapheme (what a reader sees as one character) starts or ends. */
function boundaries(text: string): Set<number> {
  const segments = [...new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(text)];
  return new Set([...segments.map((s) => s.index), text.length]);
}

describe('text that does not fit its cell', () => {
  it.each([
    ['Devanagari', `${'अर्जुन '.repeat(12)}शर्मा`],
    ['Latin with accents', `Zoë ${'Brontë Łukasz '.repeat(8)}`],
  ])('%s is cut with an ellipsis, within the width, between two characters', (_script, name) => {
    const text = textOnPage();
    const width = 100;
    const fitted = text.fit(name, width);
    expect(fitted.endsWith('…')).toBe(true);
    expect(text.widthOf(fitted)).toBeLessThanOrEqual(width);
    const kept = fitted.slice(0, -1);
    expect(name.startsWith(kept)).toBe(true);
    expect(boundaries(name).has(kept.length)).toBe(true);
    // No more could be kept: one more character would not fit.
    const next = [...boundaries(name)].filter((b) => b > kept.length).sort((a, b) => a - b)[0] ?? name.length;
    expect(text.widthOf(`${name.slice(0, next).trimEnd()}…`)).toBeGreaterThan(width);
  });

  it('text that fits is left as it is', () => {
    expect(textOnPage().fit('अर्जुन शर्मा', 100)).toBe('अर्जुन शर्मा');
  });
});
