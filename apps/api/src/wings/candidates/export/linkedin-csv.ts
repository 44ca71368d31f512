import type { Writable } from 'node:stream';
import { once } from 'node:events';
import type { ExportRow } from './candidate-export.repo.js';
import type { ExportSink } from '../../../lib/file-export/export-sink.js';

export const LINKEDIN_CSV_HEADER = ['Full name', 'LinkedIn URL'] as const;

/** Characters that make a spreadsheet read a cell as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: a cell that could start a formula gets a leading apostrophe; a field with a quote,
 * comma or line break is quoted with inner quotes doubled (RFC 4180).
 */
export function csvField(value: string | null | undefined): string {
  const text = value ?? '';
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(fields: readonly (string | null | undefined)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** UTF-8 byte order mark: Excel then reads accented names correctly. */
const BOM = '\uFEFF';

/** 'linkedin' export: CSV of full name and LinkedIn URL, CRLF lines, written with backpressure. */
export function linkedinCsvSink(out: Writable): ExportSink<ExportRow> {
  const write = async (text: string) => {
    // Wait for the reader; a closed stream (client gone) ends the wait too.
    if (!out.write(text) && !out.destroyed) await Promise.race([once(out, 'drain'), once(out, 'close')]);
  };
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    await write(BOM + csvLine(LINKEDIN_CSV_HEADER));
  };
  return {
    write: async (rows: ExportRow[]) => {
      await start();
      await write(rows.map((row) => csvLine([row.fullName, row.linkedinUrl])).join(''));
    },
    end: async () => {
      await start();
      out.end();
    },
  };
}
