import { textRuns, type FontWeight } from './pdf-fonts.js';

/** Noto Sans' ascent and cap height, in em: every font's runs sit on the Latin baseline. */
export const NOTO_ASCENT = 1.069;
export const NOTO_CAP_HEIGHT = 0.714;

const ELLIPSIS = '…';
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

type LineOptions = { weight?: FontWeight; width?: number; align?: 'left' | 'center' };

/** pdfkit's fonts as far as forgetLayouts needs them (private fields: absent, it does nothing). */
type FontCaches = { _fontFamilies?: Record<string, { layoutCache?: Record<string, unknown> }> };

/**
 * Empties pdfkit's per-font cache of laid-out words. Shaping a word (fontkit, GSUB/GPOS) is most of the
 * cost of a row, and the cache saves laying it out again to measure and draw it; but it keeps every
 * distinct word to the end of the document: a 50,000-row export would hold hundreds of MB. Called once
 * per page, memory stays flat and repeated words (statuses, dates, countries) are still shaped once a page.
 */
export function forgetLayouts(doc: PDFKit.PDFDocument): void {
  for (const font of Object.values((doc as unknown as FontCaches)._fontFamilies ?? {})) {
    if (font.layoutCache) font.layoutCache = Object.create(null) as Record<string, unknown>;
  }
}

/**
 * Text in several fonts on a pdfkit document at the size last set with `size`: each run (pdf-fonts.ts)
 * is set in its own font, all on one baseline. Run widths are cached too, in a map emptied as it grows.
 */
export function pdfText(doc: PDFKit.PDFDocument) {
  let fontSize = 12;
  const size = (points: number): void => {
    fontSize = points;
    doc.fontSize(points);
  };

  const widths = new Map<string, number>();
  const runWidth = (font: string, text: string): number => {
    const key = `${fontSize}\u0000${font}\u0000${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      if (widths.size >= 5_000) widths.clear();
      width = doc.font(font).widthOfString(text);
      widths.set(key, width);
    }
    return width;
  };

  const widthOf = (text: string, weight: FontWeight = 'regular'): number =>
    textRuns(text, weight).reduce((sum, run) => sum + runWidth(run.font, run.text), 0);

  /** Cuts text to `width` at a character boundary (never inside a Devanagari cluster), with an ellipsis. */
  const fit = (text: string, width: number, weight: FontWeight = 'regular'): string => {
    if (widthOf(text, weight) <= width) return text;
    const parts = Array.from(graphemes.segment(text), (s) => s.segment);
    const cut = (n: number) => `${parts.slice(0, n).join('').trimEnd()}${ELLIPSIS}`;
    let fits = 0;
    let tooLong = parts.length;
    while (tooLong - fits > 1) {
      const mid = Math.floor((fits + tooLong) / 2);
      if (widthOf(cut(mid), weight) <= width) fits = mid;
      else tooLong = mid;
    }
    return cut(fits);
  };

  /** One line, its baseline at `baseline`; `width` + 'center' centres it in that width. */
  const line = (text: string, x: number, baseline: number, options: LineOptions = {}): void => {
    const weight = options.weight ?? 'regular';
    let left = x;
    if (options.align === 'center' && options.width !== undefined) {
      left += (options.width - widthOf(text, weight)) / 2;
    }
    for (const run of textRuns(text, weight)) {
      doc.font(run.font).text(run.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
      left += runWidth(run.font, run.text);
    }
  };

  /** Text wrapped to `width` from `top` (pdfkit's continued text, one call per run); returns the y below. */
  const paragraph = (text: string, x: number, top: number, width: number, weight: FontWeight = 'regular') => {
    const runs = textRuns(text, weight);
    runs.forEach((run, i) => {
      const continued = i < runs.length - 1;
      doc.font(run.font);
      if (i === 0) {
        doc.text(run.text, x, top + NOTO_ASCENT * fontSize, { width, continued, baseline: 'alphabetic' });
      } else doc.text(run.text, { continued, baseline: 'alphabetic' });
    });
    // pdfkit's y is now the next line's baseline; the next line's top is one ascent above it.
    return doc.y - NOTO_ASCENT * fontSize;
  };

  return { size, widthOf, fit, line, paragraph };
}
