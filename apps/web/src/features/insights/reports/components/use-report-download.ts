import { useCallback, useState } from 'react';
import type { ReportKind, ReportQuery } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/lib/file-export/download-export';
import { isApiError } from '@/lib/http';
import { downloadReport } from '../api/download-report';

/** The report's xlsx: the button shows it is working, the saved file's name (or why not) in a toast. */
export function useReportDownload(kind: ReportKind, range: ReportQuery) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [pending, setPending] = useState(false);
  const start = useCallback(async () => {
    setPending(true);
    try {
      const file = await downloadReport(kind, range);
      saveFile(file);
      enqueueSnackbar(t('fileExport.done', { fileName: file.fileName }), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(
        t('fileExport.failed', {
          message: isApiError(error) ? error.message : t('messages.somethingWentWrong'),
        }),
        { variant: 'error' },
      );
    } finally {
      setPending(false);
    }
  }, [kind, range, enqueueSnackbar, t]);
  return { start, pending };
}
