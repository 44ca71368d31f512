import type { Readable } from 'node:stream';

/**
 * Where uploaded file bodies live (resumes). Keys are random and never derived from user input; the
 * metadata (name, type, size, hash) stays in the database.
 */
export type FileStorage = {
  put: (key: string, body: Buffer) => Promise<void>;
  /** A stream of the body; rejects with a FileNotFoundError when the key is unknown. */
  read: (key: string) => Promise<Readable>;
  /** Removes a body; a missing key is not an error (used to clean up after a failed save). */
  remove: (key: string) => Promise<void>;
};

export class FileNotFoundError extends Error {
  constructor(key: string) {
    super(`file not found: ${key}`);
  }
}
