import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/http';
import type { ExportOptions, ExportedFile } from '@/lib/file-export/download-export';
import { useSnackbar } from '@/lib/snackbar';
import { useFileExport } from './use-file-export';

/** An export whose saved file's name is a toast, and whose failure is a toast saying why. */
export function useToastedFileExport<Body>(
  exportFile: (body: Body, options: ExportOptions) => Promise<ExportedFile>,
) {
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
  return useFileExport(exportFile, { onSaved, onFailed });
}
