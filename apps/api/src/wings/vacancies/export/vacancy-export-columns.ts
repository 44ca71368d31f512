import { VACANCY_STATUS_LABELS, VACANCY_TYPE_LABELS } from '@talent-desk/shared';
import type { SheetColumn } from '../../../lib/file-export/xlsx-sink.js';
import type { VacancyExportRow } from './vacancy-export.repo.js';

/** The sheet's columns: the list's (VAC-04) with screen labels, then the vacancy's own fields. */
export const VACANCY_EXPORT_COLUMNS: readonly SheetColumn<VacancyExportRow>[] = [
  { header: 'Title', width: 36, value: (r) => r.title },
  { header: 'GLO-R id', width: 14, value: (r) => r.gloVacancyId },
  { header: 'Status', width: 26, value: (r) => VACANCY_STATUS_LABELS[r.status] },
  { header: 'Type', width: 10, value: (r) => VACANCY_TYPE_LABELS[r.type] },
  { header: 'Published', width: 10, value: (r) => (r.publishToExternalApp ? 'Yes' : 'No') },
  { header: 'Business group', width: 20, value: (r) => r.businessGroupName },
  { header: 'Project', width: 20, value: (r) => r.projectName },
  { header: 'Hiring manager', width: 20, value: (r) => r.hiringManager },
  { header: 'Working location', width: 26, value: (r) => r.workingLocation },
  { header: 'Openings', width: 9, value: (r) => r.openings },
  { header: 'Vendors', width: 9, value: (r) => r.vendorCount },
  { header: 'Candidates', width: 11, value: (r) => r.candidatesCount },
  { header: 'New candidates', width: 14, value: (r) => r.newCandidatesCount },
  { header: 'Created', width: 12, value: (r) => r.created },
];
