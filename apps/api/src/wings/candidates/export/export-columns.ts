import {
  assessmentLabel,
  backgroundStatusLabel,
  CANDIDATE_SOURCE_LABELS,
  CANDIDATE_STATUS_LABELS,
  yearsOfExperienceLabel,
  yearsOfExperienceSchema,
} from '@talent-desk/shared';
import { exportFileName as prefixedFileName } from '../../../lib/file-export/export-stream.js';
import type { SheetColumn } from '../../../lib/file-export/xlsx-sink.js';
import type { ExportRow } from './candidate-export.repo.js';

export type ExportValue = string | Date | null;

/** One column of the xlsx and pdf exports: its header, widths and the screen text (or date) of a row. */
export type ExportColumn = Omit<SheetColumn<ExportRow>, 'value'> & {
  /** Share of the table width in the pdf; absent = not in the pdf (too wide for a page). */
  pdfWeight?: number;
  /** A shorter header where the pdf's column is narrow. */
  pdfHeader?: string;
  value: (row: ExportRow) => ExportValue;
};

function experienceLabel(row: ExportRow): string {
  const key = yearsOfExperienceSchema.safeParse(row.yearsOfExperience);
  return key.success ? yearsOfExperienceLabel(key.data, row.country) : row.yearsOfExperience;
}

/** The columns in order; statuses as their screen labels (ENUM-*), dates as dates. */
export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: 'Full name', width: 28, pdfWeight: 16, value: (r) => r.fullName },
  { header: 'Email', width: 34, pdfWeight: 20, value: (r) => r.email },
  { header: 'Phone', width: 18, value: (r) => r.phone },
  { header: 'Country', width: 16, pdfWeight: 8, value: (r) => r.country },
  { header: 'State', width: 16, value: (r) => r.state },
  { header: 'City', width: 18, pdfWeight: 10, value: (r) => r.city },
  { header: 'Source', width: 14, pdfWeight: 8, value: (r) => CANDIDATE_SOURCE_LABELS[r.source] },
  { header: 'Source name', width: 22, value: (r) => r.sourceName },
  { header: 'Status', width: 20, pdfWeight: 11, value: (r) => CANDIDATE_STATUS_LABELS[r.status] },
  {
    header: 'Experience (years)',
    width: 12,
    pdfWeight: 8,
    pdfHeader: 'Experience',
    value: experienceLabel,
  },
  { header: 'Qualification', width: 18, value: (r) => r.educationalQualification },
  { header: 'Skills', width: 40, value: (r) => r.skills },
  { header: 'Assessment', width: 15, value: (r) => assessmentLabel(r.assessmentStatus) },
  {
    header: 'Background check',
    width: 24,
    pdfWeight: 11,
    value: (r) => backgroundStatusLabel(r.backgroundStatus, r.country),
  },
  { header: 'Background updated', width: 14, value: (r) => r.backgroundStatusUpdatedAt },
  { header: 'LinkedIn URL', width: 40, value: (r) => r.linkedinUrl },
  { header: 'Created', width: 12, pdfWeight: 8, value: (r) => r.createdAt },
];

/** DD-MM-YYYY (FMT-01), in UTC: the server does not know the reader's zone. */
export function formatExportDate(date: Date): string {
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${date.getUTCFullYear()}`;
}

/** DD-MM-YYYY HH:mm UTC, 24 h. */
export function formatExportDateTime(date: Date): string {
  const hh = String(date.getUTCHours()).padStart(2, '0');
  const mi = String(date.getUTCMinutes()).padStart(2, '0');
  return `${formatExportDate(date)} ${hh}:${mi} UTC`;
}

/** `candidates-YYYYMMDD-HHmm.<ext>` (UTC). */
export function exportFileName(now: Date, extension: string): string {
  return prefixedFileName('candidates', now, extension);
}
