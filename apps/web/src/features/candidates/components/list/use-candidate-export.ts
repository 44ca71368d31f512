import { useCallback, useRef, useState } from 'react';
import type { CandidateExportBody } from '@talent-desk/shared';
import { exportCandidates, saveFile, type ExportProgress } from '../../api/export-candidates';

export type ExportRun =
  { phase: 'idle' } | { phase: 'running'; progress: ExportProgress } | { phase: 'failed'; error: unknown };

/** Runs one export at a time with its progress; cancel aborts the download. */
export function useCandidateExport({ onSaved }: { onSaved: (fileName: string) => void }) {
  const [run, setRun] = useState<ExportRun>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(
    async (body: CandidateExportBody) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setRun({ phase: 'running', progress: { rows: null, bytes: 0 } });
      try {
        const file = await exportCandidates(body, {
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
        setRun({ phase: 'failed', error });
      }
    },
    [onSaved],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setRun({ phase: 'idle' });
  }, []);

  return { run, start, cancel };
}
