import { auditChangeText } from '@talent-desk/shared';
import type { SheetColumn } from '../../../lib/file-export/xlsx-sink.js';
import type { AuditEventDbRow } from './audit-log.repo.js';

/** The audit log's xlsx: one row per event, its changes as `field: old -> new` lines in one cell. */
export const AUDIT_EXPORT_COLUMNS: readonly SheetColumn<AuditEventDbRow>[] = [
  // The time matters here, to the second (the sheet's dates show the day only).
  {
    header: 'When (UTC)',
    width: 20,
    value: (r) => r.occurredAt.toISOString().slice(0, 19).replace('T', ' '),
  },
  { header: 'Actor', width: 24, value: (r) => r.actorName || (r.actorUserId === null ? 'System' : '') },
  { header: 'Role', width: 10, value: (r) => r.actorRole },
  { header: 'Action', width: 28, value: (r) => r.action },
  { header: 'Target type', width: 16, value: (r) => r.targetType },
  { header: 'Target', width: 30, value: (r) => r.targetLabel },
  { header: 'Target id', width: 38, value: (r) => r.targetId },
  { header: 'Changes', width: 60, value: (r) => r.changes.map(auditChangeText).join('\n') || null },
  { header: 'Request id', width: 20, value: (r) => r.requestId },
  { header: 'Client address', width: 16, value: (r) => r.clientAddress },
];
