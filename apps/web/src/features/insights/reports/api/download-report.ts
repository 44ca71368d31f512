import { reportFileName, type ReportKind, type ReportQuery } from '@talent-desk/shared';
import { fileNameFromDisposition } from '@/lib/file-export/export-stream';
import type { ExportedFile } from '@/lib/file-export/download-export';
import { download } from '@/lib/http';
import { reportUrl } from './get-report';

/** GET /api/reports/{kind}/download?from&to: the report's tables as one xlsx (a sheet each). */
export async function downloadReport(kind: ReportKind, query: ReportQuery): Promise<ExportedFile> {
  const response = await download(`${reportUrl(kind)}/download`, {
    method: 'GET',
    query: { from: query.from, to: query.to },
  });
  const fileName =
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? reportFileName(kind, query);
  return { blob: await response.blob(), fileName };
}
