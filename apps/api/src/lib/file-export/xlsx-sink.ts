import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportSink } from './export-sink.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DATE_FORMAT = 'dd-mm-yyyy';

export type SheetValue = string | number | Date | null;

/** One column of a sheet: its header, its width in characters and the value of a row. */
export type SheetColumn<Row> = {
  header: string;
  width: number;
  value: (row: Row) => SheetValue;
};

export type SheetLayout<Row> = { name: string; columns: readonly SheetColumn<Row>[] };

/**
 * xlsx through exceljs' streaming writer: each row is committed (written out) as it comes, so the
 * sheet is never held in memory. Header bold and frozen, with an autofilter; dates are real dates
 * shown DD-MM-YYYY. Text is written as text (never read back as a formula).
 */
export function xlsxSink<Row>(out: Writable, layout: SheetLayout<Row>): ExportSink<Row> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Talent Desk';
  const sheet = workbook.addWorksheet(layout.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = layout.columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: layout.columns.length } };

  return {
    write: async (rows: Row[]) => {
      for (const row of rows) {
        const line = sheet.addRow(layout.columns.map((column) => column.value(row)));
        line.eachCell((cell) => {
          if (cell.value instanceof Date) cell.numFmt = DATE_FORMAT;
        });
        line.commit();
      }
    },
    end: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}
