import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { ExportRow } from './candidate-export.repo.js';
import {
  EXPORT_COLUMNS,
  formatExportDate,
  formatExportDateTime,
  type ExportValue,
} from './export-columns.js';
import type { ExportSink } from '../../../lib/file-export/export-sink.js';
import { registerNotoFonts } from './pdf-fonts.js';
import { forgetLayouts, NOTO_CAP_HEIGHT, pdfText } from './pdf-text.js';

const MARGIN = 36;
const ROW_HEIGHT = 16;
const HEADER_HEIGHT = 20;
const FOOTER_SPACE = 24;
const FONT_SIZE = 8.5;
const PAD = 4;

const PDF_COLUMNS = EXPORT_COLUMNS.filter((c) => c.pdfWeight !== undefined);

export type PdfHeading = { generatedAt: Date; summary: string; total: number };

function cellText(value: ExportValue): string {
  if (value === null) return '';
  return value instanceof Date ? formatExportDate(value) : value;
}

/**
 * A readable landscape document (not a dump): title, time of generation, what was exported, then a
 * table whose header repeats on every page and a page number at the foot of each page. Pages are
 * written out as they fill (no page buffering), so a long export streams. Text is set in Noto Sans
 * (Devanagari in Noto Sans Devanagari), embedded as subsets: any name of the data renders, not only
 * those Helvetica's Latin-1 can spell.
 */
export function pdfSink(out: Writable, heading: PdfHeading): ExportSink<ExportRow> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: 'Candidates', Author: 'Talent Desk' },
  });
  doc.pipe(out);
  registerNotoFonts(doc);
  const text = pdfText(doc);

  const tableWidth = doc.page.width - 2 * MARGIN;
  const weightSum = PDF_COLUMNS.reduce((sum, c) => sum + (c.pdfWeight ?? 0), 0);
  const widths = PDF_COLUMNS.map((c) => ((c.pdfWeight ?? 0) / weightSum) * tableWidth);
  const bottom = () => doc.page.height - MARGIN - FOOTER_SPACE;
  /** The baseline that centres capitals in a row of `height` from `top`. */
  const baselineIn = (top: number, height: number) => top + (height + NOTO_CAP_HEIGHT * FONT_SIZE) / 2;
  let page = 1;
  let y = MARGIN;
  let rowIndex = 0;

  const drawCells = (texts: string[], baseline: number, weight: 'regular' | 'bold' = 'regular') => {
    let x = MARGIN;
    texts.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      text.line(text.fit(cell, width - 2 * PAD, weight), x + PAD, baseline, { weight });
      x += width;
    });
  };

  const drawTableHeader = () => {
    doc.rect(MARGIN, y, tableWidth, HEADER_HEIGHT).fill('#E8EAF0');
    doc.fillColor('#1A1A1A');
    text.size(FONT_SIZE);
    drawCells(
      PDF_COLUMNS.map((c) => c.pdfHeader ?? c.header),
      baselineIn(y, HEADER_HEIGHT),
      'bold',
    );
    y += HEADER_HEIGHT;
  };

  const drawFooter = () => {
    // Writing below the bottom margin would open a new page: lift the margin while the footer is drawn.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc.fillColor('#666666');
    text.size(8);
    text.line(`Page ${page}`, MARGIN, doc.page.height - MARGIN + 8, { width: tableWidth, align: 'center' });
    doc.page.margins = margins;
    doc.fillColor('#1A1A1A');
  };

  const newPage = () => {
    drawFooter();
    forgetLayouts(doc);
    doc.addPage();
    page += 1;
    y = MARGIN;
    drawTableHeader();
  };

  // First page: the title block, then the table.
  doc.fillColor('#1A1A1A');
  text.size(18);
  text.line('Candidates', MARGIN, y + 18, { weight: 'bold' });
  doc.fillColor('#444444');
  text.size(10);
  const generated = `Generated at ${formatExportDateTime(heading.generatedAt)}  ·  ${heading.total} candidates`;
  text.line(generated, MARGIN, y + 40);
  y = text.paragraph(heading.summary, MARGIN, y + 46, tableWidth);
  doc.fillColor('#1A1A1A');
  y += 12;
  drawTableHeader();

  return {
    write: async (rows: ExportRow[]) => {
      text.size(FONT_SIZE);
      for (const row of rows) {
        if (y + ROW_HEIGHT > bottom()) newPage();
        if (rowIndex % 2 === 1) doc.rect(MARGIN, y, tableWidth, ROW_HEIGHT).fill('#F6F7FA');
        doc.fillColor('#1A1A1A');
        text.size(FONT_SIZE);
        drawCells(
          PDF_COLUMNS.map((c) => cellText(c.value(row))),
          baselineIn(y, ROW_HEIGHT),
        );
        y += ROW_HEIGHT;
        rowIndex += 1;
      }
    },
    end: async () => {
      if (rowIndex === 0) {
        text.size(10);
        text.line('No candidates match.', MARGIN, y + 20);
      }
      drawFooter();
      doc.end();
    },
  };
}
