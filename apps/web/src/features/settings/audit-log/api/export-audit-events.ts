import { auditEventQueryToQueryPairs, toQueryString, type AuditEventListQuery } from '@talent-desk/shared';
import { downloadExport, type ExportOptions, type ExportedFile } from '@/lib/file-export/download-export';

/** GET /api/audit-events/export: the xlsx of every event the page's filters select, newest first. */
export function exportAuditEvents(
  query: AuditEventListQuery,
  options: ExportOptions = {},
): Promise<ExportedFile> {
  const qs = toQueryString(auditEventQueryToQueryPairs(query));
  return downloadExport(`/api/audit-events/export?${qs}`, undefined, 'audit-log.xlsx', options);
}
