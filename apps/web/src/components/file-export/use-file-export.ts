import { useCallback, useRef, useState } from 'react';
import {
  saveFile,
  type ExportOptions,
  type ExportProgress,
  type ExportedFile,
} from '@/lib/file-export/download-export';

export type ExportRun =
  { phase: 'idle' } | { phase: 'running'; progress: ExportProgress } | { phase: 'failed'; error: unknown };

export type UseFileExportOptions = {
  onSaved: (fileName: string) => void;
  /**
   * A failure is handed here and the progress closes (a toast); without it the progress dialog stays
   * open and shows the error.
   */
  onFailed?: (error: unknown) => void;
};

/** Runs one export at a time with its progress, then saves the file; cancel aborts the download. */
export function useFileExport<Body>(
  exportFile: (body: Body, options: ExportOptions) => Promise<ExportedFile>,
  { onSaved, onFailed }: UseFileExportOptions,
) {
  const [run, setRun] = useState<ExportRun>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(
    async (body: Body) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setRun({ phase: 'running', progress: { rows: null, bytes: 0 } });
      try {
        const file = await exportFile(body, {
          signal: current.signal,
          onProgress: (progress) => {
            if (!current.signal.aborted) setRun({ phase: 'running', progress });
          },
        });
        if (current.signal.aborted) return;
        saveFile(file);
        setRun({ phase: 'idle' });
        onSaved(file.fileName);
      } catch (error) {
        if (current.signal.aborted) return;
        if (onFailed) {
          setRun({ phase: 'idle' });
          onFailed(error);
        } else {
          setRun({ phase: 'failed', error });
        }
      }
    },
    [exportFile, onSaved, onFailed],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setRun({ phase: 'idle' });
  }, []);

  return { run, start, cancel };
}
