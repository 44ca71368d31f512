import { PassThrough, type Readable } from 'node:stream';
import {
  respondentsFileName,
  type RespondentRow,
  type RespondentsBody,
  type RespondentsSortQuery,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import { recordAudit, type ActorAuditContext } from '../../../lib/audit.js';
import {
  EXPORT_MAX_ROWS,
  exportTooLargeMessage,
  pumpExport,
} from '../../../lib/file-export/export-stream.js';
import { XLSX_CONTENT_TYPE, xlsxSink } from '../../../lib/file-export/xlsx-sink.js';
import { withAnswers } from './respondent-answers.js';
import { respondentSheetColumns } from './respondent-sheet.js';
import { answersOf, countRespondents, respondentIds, respondentRowsOf } from './respondents.repo.js';
import { respondentsQuery, type RespondentsQuery } from './respondents.service.js';

export const RESPONDENT_DOWNLOAD_BATCH = 500;

export type RespondentsFile = { fileName: string; contentType: string; total: number; stream: Readable };

/**
 * The rows of `ids` in their order, a batch at a time, each batch two short queries (no transaction is
 * held while the file streams). A response gone meanwhile is left out.
 */
async function* respondentBatches(
  db: Db,
  query: RespondentsQuery,
  ids: readonly number[],
): AsyncGenerator<RespondentRow[]> {
  for (let start = 0; start < ids.length; start += RESPONDENT_DOWNLOAD_BATCH) {
    const slice = ids.slice(start, start + RESPONDENT_DOWNLOAD_BATCH);
    const records = await respondentRowsOf(db, query.where, slice);
    const rows = withAnswers(query.questions, records, await answersOf(db, slice));
    const byId = new Map(records.map((record, i) => [record.responseId, rows[i]]));
    yield slice.flatMap((id) => byId.get(id) ?? []);
  }
}

/**
 * RESP-08/09: the listing's body and order as `respondents_{campaign name}.xlsx`, every matching row
 * (no cap of the table: up to EXPORT_MAX_ROWS, like every export; more is a 400 asking for filters).
 */
export async function startRespondentsDownload(
  db: Db,
  audit: ActorAuditContext,
  campaignExternalId: string,
  body: RespondentsBody,
  sort: RespondentsSortQuery,
  maxRows = EXPORT_MAX_ROWS,
): Promise<RespondentsFile> {
  const query = await respondentsQuery(db, audit.actor, campaignExternalId, body, sort);
  const ids = await respondentIds(db, query.where, query.order, maxRows + 1);
  if (ids.length > maxRows) {
    const message = exportTooLargeMessage(await countRespondents(db, query.where), maxRows);
    throw new AppError(400, 'EXPORT_TOO_LARGE', message, [{ path: 'filters', message }]);
  }
  // The respondents are candidates: who took their answers out is recorded before the first byte leaves.
  await recordAudit(db, audit, {
    action: 'export.downloaded',
    target: {
      type: 'campaign',
      id: campaignExternalId,
      label: `${ids.length} respondents of ${query.campaign.name} (xlsx)`,
    },
    changes: [
      { field: 'format', old: null, new: 'xlsx' },
      { field: 'rows', old: null, new: ids.length },
    ],
  });
  const stream = new PassThrough();
  const sink = xlsxSink(stream, { name: 'Respondents', columns: respondentSheetColumns(query.questions) });
  pumpExport(stream, sink, respondentBatches(db, query, ids));
  return {
    fileName: respondentsFileName(query.campaign.name),
    contentType: XLSX_CONTENT_TYPE,
    total: ids.length,
    stream,
  };
}
