import { pickVacancyFilters, type VacancyExportBodyInput, type VacancyListQuery } from '@talent-desk/shared';
import { downloadExport, type ExportOptions, type ExportedFile } from '@/lib/file-export/download-export';

/** The list's search, filters and order as the export's body (paging is the list's, not the file's). */
export function vacancyExportBody(query: VacancyListQuery): VacancyExportBodyInput {
  return {
    filters: { ...pickVacancyFilters(query), search: query.search },
    sort: { column: query.column, order: query.order },
  };
}

/** POST /api/vacancies/export: the xlsx of every vacancy the list's filters match, in its order. */
export function exportVacancies(
  body: VacancyExportBodyInput,
  options: ExportOptions = {},
): Promise<ExportedFile> {
  return downloadExport('/api/vacancies/export', body, 'vacancies.xlsx', options);
}
