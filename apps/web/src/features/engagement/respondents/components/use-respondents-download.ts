import { useCallback } from 'react';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { useFileExport } from '@/components/file-export/use-file-export';
import { isApiError } from '@/lib/http';
import { downloadRespondents } from '../api/download-respondents';

/** RESP-08: the download with its progress; the saved file's name in a toast, a failure says why. */
export function useRespondentsDownload() {
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
  return useFileExport(downloadRespondents, { onSaved, onFailed });
}
