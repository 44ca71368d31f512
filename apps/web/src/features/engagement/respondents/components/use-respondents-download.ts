import { useToastedFileExport } from '@/components/file-export/use-toasted-file-export';
import { downloadRespondents } from '../api/download-respondents';

/** RESP-08: the download with its progress; the saved file's name in a toast, a failure says why. */
export function useRespondentsDownload() {
  return useToastedFileExport(downloadRespondents);
}
