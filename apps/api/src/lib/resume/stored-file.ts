import type { FileStorage } from '../../integrations/files/file-storage.js';
import { newStorageKey } from '../../integrations/files/storage-key.js';

/**
 * Stores the bytes under a new key, then runs the save (a database transaction: storage cannot join
 * it). A save that fails, or that answers `kept: false` (the file turned out not to be needed), removes
 * the file again, so no object is ever left without its row.
 */
export async function withStoredFile<T>(
  files: FileStorage,
  bytes: Buffer,
  save: (storageKey: string) => Promise<{ value: T; kept: boolean }>,
): Promise<T> {
  const storageKey = newStorageKey();
  await files.put(storageKey, bytes);
  let kept = false;
  try {
    const result = await save(storageKey);
    kept = result.kept;
    return result.value;
  } finally {
    if (!kept) await files.remove(storageKey);
  }
}
