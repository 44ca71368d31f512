import ExcelJS from 'exceljs';
import type { SheetColumn } from './xlsx-sink.js';

/** A column of a small sheet: a number format too (e.g. '0.0%' for a fraction, '0.0' for days). */
export type WorkbookColumn<Row> = SheetColumn<Row> & { numFmt?: string };

export type WorkbookSheet<Row> = {
  name: string;
  columns: readonly WorkbookColumn<Row>[];
  rows: readonly Row[];
};

/**
 * A workbook of several small sheets (a report's tables), built in memory: the same look as the
 * streamed exports (bold frozen header, autofilter, real dates shown DD-MM-YYYY).
 */
export async function xlsxWorkbook(
  // Each sheet has its own row type; `never` accepts any of them.
  sheets: readonly WorkbookSheet<never>[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Talent Desk';
  for (const layout of sheets) {
    const sheet = workbook.addWorksheet(layout.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = layout.columns.map((column, index) => ({
      header: column.header,
      key: String(index),
      width: column.width,
      ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: layout.columns.length } };
    for (const row of layout.rows) {
      const line = sheet.addRow(layout.columns.map((column) => column.value(row)));
      line.eachCell((cell) => {
        if (cell.value instanceof Date) cell.numFmt = 'dd-mm-yyyy';
      });
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A sheet with its row type checked, handed to xlsxWorkbook with the others. */
export const workbookSheet = <Row>(sheet: WorkbookSheet<Row>): WorkbookSheet<never> =>
  sheet as unknown as WorkbookSheet<never>;
