import {
  respondentsFileName,
  type RespondentsBodyInput,
  type RespondentsSortQuery,
} from '@talent-desk/shared';
import { downloadExport, type ExportOptions, type ExportedFile } from '@/lib/file-export/download-export';
import { respondentsUrl, sortQuery } from './respondents-urls';

/** What the download sends: the listing's body and sort (RESP-09), and the campaign's name. */
export type RespondentsDownload = {
  body: RespondentsBodyInput;
  sort: RespondentsSortQuery;
  campaignName: string;
};

/**
 * RESP-08/09: POST .../respondents/download, streamed with progress; the file is named by the server,
 * respondents_{campaign name}.xlsx (the same name is the fallback).
 */
export function downloadRespondents(
  { body, sort, campaignName }: RespondentsDownload,
  options: ExportOptions = {},
): Promise<ExportedFile> {
  return downloadExport(
    `${respondentsUrl(body.campaignExternalId, 'download')}${sortQuery(sort)}`,
    body,
    respondentsFileName(campaignName),
    options,
  );
}
