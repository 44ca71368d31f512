import type { ExportRow } from './candidate-export.repo.js';

/** Where an export's rows go, batch by batch; `end` finishes the file (and the response stream). */
export type ExportSink = {
  write: (rows: ExportRow[]) => Promise<void>;
  end: () => Promise<void>;
};
