import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportRow } from './candidate-export.repo.js';
import { EXPORT_COLUMNS } from './export-columns.js';
import type { ExportSink } from './export-sink.js';

const DATE_FORMAT = 'dd-mm-yyyy';

/**
 * xlsx through exceljs' streaming writer: each row is committed (written out) as it comes, so the
 * sheet is never held in memory. Header bold and frozen, with an autofilter; dates are real dates.
 */
export function xlsxSink(out: Writable): ExportSink {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Talent Desk';
  const sheet = workbook.addWorksheet('Candidates', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };

  return {
    write: async (rows: ExportRow[]) => {
      for (const row of rows) {
        const line = sheet.addRow(EXPORT_COLUMNS.map((column) => column.value(row)));
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
