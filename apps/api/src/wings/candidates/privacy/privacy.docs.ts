import { fileResponse } from '../../../contract/route-docs.js';

export const ANONYMISE_DESCRIPTION =
  'ADMIN only. Empties or replaces every personal value of the candidate in one transaction: the name ' +
  'becomes "Anonymised #<number>", contact details, location text, comments, experience and the ' +
  'application answers go; notes on the candidate read "(removed: the candidate was anonymised)"; campaign ' +
  'recipients, careers-site applications, outbox messages and the audit events about the person are ' +
  'scrubbed; the resume and application files are deleted. Vacancy, vendor, statuses, dates and source ' +
  'stay, so reports still add up. 409 when the candidate is anonymised already. Audited as ' +
  'candidate.anonymised (no personal values).';

export const DATA_EXPORT_DESCRIPTION =
  'ADMIN only. A zip of everything held about the candidate: candidate.json (profile, languages, skills, ' +
  'resumes, assignments and their status history, careers-site applications, notes the staff see, campaign ' +
  'recipients and survey answers, e-mails to the person, audit events about them) and files/<original name> ' +
  'for each stored file. Audited as export.downloaded (format zip).';

/** GET /api/candidates/{id}/data-export: the zip. */
export const dataExportFileResponse = fileResponse('The personal data as a zip (attachment)', [
  'application/zip',
]);
