/** Where an export's rows go, batch by batch; `end` finishes the file (and the response stream). */
export type ExportSink<Row> = {
  write: (rows: Row[]) => Promise<void>;
  end: () => Promise<void>;
};
