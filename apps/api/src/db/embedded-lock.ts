import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * PGlite has no lock of its own: two processes opening the same directory would corrupt it. A lock
 * file beside the directory (`<dir>.lock`, holding the owner's pid) makes a second server or seed
 * refuse cleanly; openDatabase takes it for every embedded open.
 */
export type EmbeddedLock = { release: () => Promise<void> };

export class EmbeddedLockedError extends Error {}

export async function acquireEmbeddedLock(embeddedDir: string): Promise<EmbeddedLock> {
  const path = `${embeddedDir}.lock`;
  await mkdir(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return { release: () => rm(path, { force: true }) };
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      const owner = Number((await readFile(path, 'utf8').catch(() => '')).trim());
      if (isAlive(owner)) {
        throw new EmbeddedLockedError(
          `The embedded database ${embeddedDir} is in use by process ${owner}. It can be opened by one ` +
            'process at a time: stop the other server or seed (npm start / npm run dev / npm run seed) first, ' +
            'or give this one its own DATA_DIR.',
        );
      }
      // The owner died without cleaning up: take the lock over.
      await rm(path, { force: true });
    }
  }
  throw new EmbeddedLockedError(`Could not lock the embedded database ${embeddedDir}`);
}

function isAlreadyExists(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EEXIST';
}

function isAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
