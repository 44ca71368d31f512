import { downloadExport, type ExportOptions, type ExportedFile } from '@/lib/file-export/download-export';

/** GET /api/candidates/{id}/data-export (ADMIN): the candidate's personal data, candidate.json and files, as a zip. */
export function exportCandidateData(id: string, options: ExportOptions = {}): Promise<ExportedFile> {
  return downloadExport(
    `/api/candidates/${encodeURIComponent(id)}/data-export`,
    undefined,
    `candidate-${id}.zip`,
    options,
  );
}
