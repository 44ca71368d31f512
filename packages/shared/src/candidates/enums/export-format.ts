import { z } from 'zod';

/** ENUM-15. 'linkedin' is a CSV of full names and LinkedIn URLs (our reading). */
export const EXPORT_FORMATS = ['xlsx', 'pdf', 'linkedin'] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof exportFormatSchema>;
export const EXPORT_FORMAT_LABELS = {
  xlsx: 'Excel (xlsx)',
  pdf: 'PDF',
  linkedin: 'LinkedIn (CSV)',
} as const satisfies Record<ExportFormat, string>;
export const EXPORT_FORMAT_EXTENSIONS = {
  xlsx: 'xlsx',
  pdf: 'pdf',
  linkedin: 'csv',
} as const satisfies Record<ExportFormat, string>;
