import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sfntFromWoff } from './woff.js';

// Resolved through the package exports, so the same code finds the files from src (tsx, vitest) and dist.
const require = createRequire(import.meta.url);

export type FontWeight = 'regular' | 'bold';
export type TextRun = { font: string; text: string };

/**
 * Noto Sans comes split by script (Fontsource's subsets, the files browsers get by unicode-range); the
 * first subset whose range holds a character draws it. Devanagari is Noto Sans Devanagari. WOFF, not
 * WOFF2: fontkit reads WOFF2 but cannot subset its composite glyphs (the PDF fails at the end).
 */
const SUBSETS = [
  { family: 'noto-sans', subset: 'latin' },
  { family: 'noto-sans', subset: 'latin-ext' },
  { family: 'noto-sans', subset: 'cyrillic' },
  { family: 'noto-sans', subset: 'cyrillic-ext' },
  { family: 'noto-sans', subset: 'greek' },
  { family: 'noto-sans', subset: 'greek-ext' },
  { family: 'noto-sans', subset: 'vietnamese' },
  { family: 'noto-sans-devanagari', subset: 'devanagari' },
] as const;

const WEIGHTS = { regular: 400, bold: 700 } as const satisfies Record<FontWeight, number>;

type Face = { key: string; ranges: Array<[number, number]> };

/** 'U+0000-00FF,U+0131' -> [[0, 255], [305, 305]] */
function parseUnicodeRange(range: string): Array<[number, number]> {
  return range.split(',').map((part) => {
    const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
}

function loadFaces(): Face[] {
  const unicode = new Map<string, Record<string, string>>();
  return SUBSETS.map(({ family, subset }) => {
    let ranges = unicode.get(family);
    if (!ranges) {
      const file = require.resolve(`@fontsource/${family}/unicode.json`);
      ranges = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      unicode.set(family, ranges);
    }
    const range = ranges[subset];
    if (!range) throw new Error(`@fontsource/${family} has no '${subset}' subset`);
    return { key: `${family}-${subset}`, ranges: parseUnicodeRange(range) };
  });
}

let faces: Face[] | undefined;
const fontFiles = new Map<string, Buffer>();

/** Read and unwrapped once per process (about 1.5 MB of TrueType in all), shared by every document. */
function fontFile(family: string, subset: string, weight: FontWeight): Buffer {
  const path = `@fontsource/${family}/files/${family}-${subset}-${WEIGHTS[weight]}-normal.woff`;
  let data = fontFiles.get(path);
  if (!data) {
    data = sfntFromWoff(readFileSync(require.resolve(path)));
    fontFiles.set(path, data);
  }
  return data;
}

const fontName = (key: string, weight: FontWeight) => `${key}-${weight}`;

/** The registerFont of a pdfkit document (the part of it this module needs). */
type FontRegistry = { registerFont: (name: string, src: Buffer) => unknown };

/** Makes every subset, regular and bold, available to the document by the names textRuns returns. */
export function registerNotoFonts(doc: FontRegistry): void {
  for (const { family, subset } of SUBSETS) {
    for (const weight of Object.keys(WEIGHTS) as FontWeight[]) {
      doc.registerFont(fontName(`${family}-${subset}`, weight), fontFile(family, subset, weight));
    }
  }
}

/** Marks (variation selectors too) and joiners belong to the character before them and its font. */
const MARK = /^\p{M}$/u;
const clings = (char: string) => MARK.test(char) || char === '\u200C' || char === '\u200D';
/** Every subset has these; keeping them in the run spares a font switch between words. */
const SPACE = /^[ \u00A0]$/;

function faceOf(codePoint: number): Face | undefined {
  faces ??= loadFaces();
  return faces.find((f) => f.ranges.some(([from, to]) => codePoint >= from && codePoint <= to));
}

/**
 * Splits text into runs of one font each: 'Zoë अर्जुन' -> latin 'Zoë ', devanagari 'अर्जुन'. NFC first, so
 * that a decomposed 'ë' is the one precomposed character the Latin subset has. A character no subset
 * covers is drawn with the Latin font (its missing-glyph box), never dropped silently.
 */
export function textRuns(text: string, weight: FontWeight = 'regular'): TextRun[] {
  const runs: Array<{ key: string; text: string }> = [];
  let current: (typeof runs)[number] | undefined;
  for (const char of text.normalize('NFC')) {
    if (current && (clings(char) || SPACE.test(char))) {
      current.text += char;
      continue;
    }
    const key = faceOf(char.codePointAt(0) ?? 0)?.key ?? `${SUBSETS[0].family}-${SUBSETS[0].subset}`;
    if (current?.key === key) current.text += char;
    else {
      current = { key, text: char };
      runs.push(current);
    }
  }
  return runs.map((r) => ({ font: fontName(r.key, weight), text: r.text }));
}
