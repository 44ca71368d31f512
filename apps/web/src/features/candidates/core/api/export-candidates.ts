import { EXPORT_FORMAT_EXTENSIONS, type CandidateExportBody } from '@talent-desk/shared';
import { downloadExport, type ExportOptions, type ExportedFile } from '@/lib/file-export/download-export';

/** POST /api/candidates/export (streamed, with progress; see downloadExport). */
export function exportCandidates(
  body: CandidateExportBody,
  options: ExportOptions = {},
): Promise<ExportedFile> {
  const fallbackName = `candidates.${EXPORT_FORMAT_EXTENSIONS[body.format]}`;
  return downloadExport('/api/candidates/export', body, fallbackName, options);
}
