import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { ExportRow } from './candidate-export.repo.js';
import {
  EXPORT_COLUMNS,
  formatExportDate,
  formatExportDateTime,
  type ExportValue,
} from './export-columns.js';
import type { ExportSink } from './export-sink.js';

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
 * written out as they fill (no page buffering), so a long export streams.
 */
export function pdfSink(out: Writable, heading: PdfHeading): ExportSink {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: 'Candidates', Author: 'Talent Desk' },
  });
  doc.pipe(out);

  const tableWidth = doc.page.width - 2 * MARGIN;
  const weightSum = PDF_COLUMNS.reduce((sum, c) => sum + (c.pdfWeight ?? 0), 0);
  const widths = PDF_COLUMNS.map((c) => ((c.pdfWeight ?? 0) / weightSum) * tableWidth);
  const bottom = () => doc.page.height - MARGIN - FOOTER_SPACE;
  let page = 1;
  let y = MARGIN;
  let rowIndex = 0;

  /** Cuts text to the cell's width with an ellipsis (one line per cell keeps rows even). */
  const fit = (text: string, width: number): string => {
    if (doc.widthOfString(text) <= width) return text;
    let cut = text;
    while (cut.length > 0 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
    return `${cut}…`;
  };

  const drawCells = (texts: string[], top: number) => {
    let x = MARGIN;
    texts.forEach((text, i) => {
      const width = widths[i] ?? 0;
      doc.text(fit(text, width - 2 * PAD), x + PAD, top + (ROW_HEIGHT - FONT_SIZE) / 2, {
        width: width - 2 * PAD,
        lineBreak: false,
      });
      x += width;
    });
  };

  const drawTableHeader = () => {
    doc.rect(MARGIN, y, tableWidth, HEADER_HEIGHT).fill('#E8EAF0');
    doc.fillColor('#1A1A1A').font('Helvetica-Bold').fontSize(FONT_SIZE);
    drawCells(
      PDF_COLUMNS.map((c) => c.pdfHeader ?? c.header),
      y + (HEADER_HEIGHT - ROW_HEIGHT) / 2,
    );
    doc.font('Helvetica');
    y += HEADER_HEIGHT;
  };

  const drawFooter = () => {
    // Writing below the bottom margin would open a new page: lift the margin while the footer is drawn.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc.font('Helvetica').fontSize(8).fillColor('#666666');
    doc.text(`Page ${page}`, MARGIN, doc.page.height - MARGIN, {
      width: tableWidth,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins = margins;
    doc.fillColor('#1A1A1A');
  };

  const newPage = () => {
    drawFooter();
    doc.addPage();
    page += 1;
    y = MARGIN;
    drawTableHeader();
  };

  // First page: the title block, then the table.
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1A1A1A').text('Candidates', MARGIN, y);
  doc.font('Helvetica').fontSize(10).fillColor('#444444');
  doc.text(
    `Generated at ${formatExportDateTime(heading.generatedAt)}  ·  ${heading.total} candidates`,
    MARGIN,
    doc.y + 4,
  );
  doc.text(heading.summary, MARGIN, doc.y + 2, { width: tableWidth });
  doc.fillColor('#1A1A1A');
  y = doc.y + 12;
  drawTableHeader();

  return {
    write: async (rows: ExportRow[]) => {
      doc.fontSize(FONT_SIZE);
      for (const row of rows) {
        if (y + ROW_HEIGHT > bottom()) newPage();
        if (rowIndex % 2 === 1) doc.rect(MARGIN, y, tableWidth, ROW_HEIGHT).fill('#F6F7FA');
        doc.fillColor('#1A1A1A').fontSize(FONT_SIZE);
        drawCells(
          PDF_COLUMNS.map((c) => cellText(c.value(row))),
          y,
        );
        y += ROW_HEIGHT;
        rowIndex += 1;
      }
    },
    end: async () => {
      if (rowIndex === 0) {
        doc.fontSize(10).text('No candidates match.', MARGIN, y + 8);
      }
      drawFooter();
      doc.end();
    },
  };
}
