import { createReadStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileNotFoundError, type FileStorage } from './file-storage.js';
import { assertStorageKey } from './storage-key.js';

function pathFor(root: string, key: string): string {
  assertStorageKey(key);
  return join(root, key.slice(0, 2), key);
}

/** File bodies under `$DATA_DIR/files`, outside any served folder; written with O_EXCL and fsync. */
export function localFileStorage(root: string): FileStorage {
  return {
    async put(key, body) {
      const path = pathFor(root, key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      const handle = await open(path, 'wx', 0o600);
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
    },
    async read(key) {
      const path = pathFor(root, key);
      try {
        await stat(path);
      } catch {
        throw new FileNotFoundError(key);
      }
      return createReadStream(path) as Readable;
    },
    async remove(key) {
      await rm(pathFor(root, key), { force: true });
    },
  };
}
