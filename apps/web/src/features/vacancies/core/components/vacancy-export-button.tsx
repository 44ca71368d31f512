import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { VacancyListQuery } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { ExportProgressDialog } from '@/components/file-export/export-progress-dialog';
import { useToastedFileExport } from '@/components/file-export/use-toasted-file-export';
import { exportVacancies, vacancyExportBody } from '../api/export-vacancies';

export type VacancyExportButtonProps = { query: VacancyListQuery };

/**
 * Export (xlsx) of what the list shows: its search, filters and order, every page. Progress while the
 * file streams (rows to expect, bytes received, Cancel); a failure is a toast saying why.
 */
export function VacancyExportButton({ query }: VacancyExportButtonProps) {
  const { t } = useTranslation();
  const exporter = useToastedFileExport(exportVacancies);
  const running = exporter.run.phase === 'running';

  return (
    <>
      <Button
        variant="outlined"
        startIcon={running ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlinedIcon />}
        disabled={running}
        onClick={() => void exporter.start(vacancyExportBody(query))}
      >
        {t('vacancies.export.button')}
      </Button>
      <ExportProgressDialog
        title={t('vacancies.export.title')}
        run={exporter.run}
        onCancel={exporter.cancel}
      />
    </>
  );
}
