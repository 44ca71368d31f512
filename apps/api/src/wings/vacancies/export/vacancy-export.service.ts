import { PassThrough, type Readable } from 'node:stream';
import { VACANCY_EXPORT_MAX, type VacancyExportBody } from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import { recordAudit, type ActorAuditContext } from '../../../lib/audit.js';
import { exportFileName, exportTooLargeMessage, pumpExport } from '../../../lib/file-export/export-stream.js';
import { XLSX_CONTENT_TYPE, xlsxSink } from '../../../lib/file-export/xlsx-sink.js';
import { vacancyListWhere } from '../core/vacancy-filter-sql.js';
import { countVacancies } from '../core/vacancy-list.repo.js';
import { VACANCY_EXPORT_COLUMNS } from './vacancy-export-columns.js';
import { vacancyExportBatches, vacancyExportIds } from './vacancy-export.repo.js';

export type VacancyExport = { fileName: string; contentType: string; total: number; stream: Readable };

/**
 * POST /api/vacancies/export: the list's filters and order in the actor's scope, as xlsx. The ids are
 * taken first by one query (X-Export-Rows is their number), then the rows stream out in batches
 * (lib/file-export). More than `maxRows` matches is a 400 asking for narrower filters.
 */
export async function startVacancyExport(
  db: Db,
  audit: ActorAuditContext,
  body: VacancyExportBody,
  { now = new Date(), maxRows = VACANCY_EXPORT_MAX }: { now?: Date; maxRows?: number } = {},
): Promise<VacancyExport> {
  const { actor } = audit;
  const where = vacancyListWhere(actor, body.filters);
  const ids = await vacancyExportIds(db, actor, where, body.sort, maxRows + 1);
  if (ids.length > maxRows) {
    const message = exportTooLargeMessage(await countVacancies(db, where), maxRows);
    throw new AppError(400, 'EXPORT_TOO_LARGE', message, [{ path: 'filters', message }]);
  }
  // Who took which vacancies out, before the first byte leaves (as the candidate export does).
  await recordAudit(db, audit, {
    action: 'export.downloaded',
    target: { type: 'vacancy', id: null, label: `${ids.length} vacancies (xlsx)` },
    changes: [
      { field: 'format', old: null, new: 'xlsx' },
      { field: 'rows', old: null, new: ids.length },
      { field: 'filters', old: null, new: body.filters },
    ],
  });
  const stream = new PassThrough();
  const sink = xlsxSink(stream, { name: 'Vacancies', columns: VACANCY_EXPORT_COLUMNS });
  pumpExport(stream, sink, vacancyExportBatches(db, actor, where, ids));
  return {
    fileName: exportFileName('vacancies', now, 'xlsx'),
    contentType: XLSX_CONTENT_TYPE,
    total: ids.length,
    stream,
  };
}
