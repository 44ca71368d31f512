import { useCallback } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { VacancyListQuery } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { ExportProgressDialog } from '@/components/file-export/export-progress-dialog';
import { useFileExport } from '@/components/file-export/use-file-export';
import { isApiError } from '@/lib/http';
import { exportVacancies, vacancyExportBody } from '../api/export-vacancies';

export type VacancyExportButtonProps = { query: VacancyListQuery };

/**
 * Export (xlsx) of what the list shows: its search, filters and order, every page. Progress while the
 * file streams (rows to expect, bytes received, Cancel); a failure is a toast saying why.
 */
export function VacancyExportButton({ query }: VacancyExportButtonProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const onSaved = useCallback(
    (fileName: string) => enqueueSnackbar(t('fileExport.done', { fileName }), { variant: 'success' }),
    [enqueueSnackbar, t],
  );
  const onFailed = useCallback(
    (error: unknown) =>
      enqueueSnackbar(
        t('fileExport.failed', {
          message: isApiError(error) ? error.message : t('messages.somethingWentWrong'),
        }),
        { variant: 'error' },
      ),
    [enqueueSnackbar, t],
  );
  const exporter = useFileExport(exportVacancies, { onSaved, onFailed });
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
