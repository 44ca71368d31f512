import { inflateSync } from 'node:zlib';

/**
 * Just enough of a PDF reader for pdfkit's output (no object streams, Flate only) to check fonts and
 * text in tests without poppler: objects, the fonts' ToUnicode maps, and the text a reader extracts.
 */
type PdfObject = { dict: string; stream: Buffer | null };

export function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  for (const match of pdf.toString('latin1').matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    const body = match[2] ?? '';
    const start = body.indexOf('\nstream\n');
    if (start < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, start);
    const raw = Buffer.from(
      body.slice(start + '\nstream\n'.length, body.lastIndexOf('\nendstream')),
      'latin1',
    );
    objects.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return objects;
}

/** A ToUnicode CMap as pdfkit writes it (bfrange arrays): glyph id -> the text it stands for. */
export function parseToUnicode(cmap: string): Map<number, string> {
  const glyphs = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    const first = parseInt(range[1] ?? '0', 16);
    [...(range[2] ?? '').matchAll(/<([0-9a-f ]+)>/gi)].forEach((entry, i) => {
      const units = (entry[1] ?? '')
        .trim()
        .split(/\s+/)
        .map((h) => parseInt(h, 16));
      glyphs.set(first + i, String.fromCharCode(...units));
    });
  }
  return glyphs;
}

export type PdfFont = { baseFont: string; toUnicode: Map<number, string> };

/** The fonts by resource name (F1, F2 ...), with their ToUnicode maps. */
export function pdfFonts(objects: Map<number, PdfObject>): Map<string, PdfFont> {
  const fonts = new Map<string, PdfFont>();
  for (const { dict } of objects.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(ref));
      const baseFont = /\/BaseFont \/(\S+)/.exec(font?.dict ?? '')?.[1] ?? '';
      const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(font?.dict ?? '')?.[1];
      const cmap = cmapRef ? objects.get(Number(cmapRef))?.stream?.toString('latin1') : undefined;
      if (name) fonts.set(name, { baseFont, toUnicode: cmap ? parseToUnicode(cmap) : new Map() });
    }
  }
  return fonts;
}

/** The text of every content stream in drawing order, glyphs mapped back through ToUnicode. */
export function pdfTextContent(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  const fonts = pdfFonts(objects);
  const pages = [...objects.values()].filter((o) => /\/Type \/Page\b/.test(o.dict));
  let text = '';
  for (const page of pages) {
    const ref = /\/Contents (\d+) 0 R/.exec(page.dict)?.[1];
    const ops = objects.get(Number(ref))?.stream?.toString('latin1') ?? '';
    let font: PdfFont | undefined;
    for (const op of ops.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-f]*)> Tj/gi)) {
      if (op[1]) font = fonts.get(op[1]);
      const strings = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]) : [op[3]];
      for (const hex of strings) {
        for (let i = 0; hex && i < hex.length; i += 4) {
          text += font?.toUnicode.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
        }
      }
    }
  }
  return text;
}
