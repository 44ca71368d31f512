import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { acquireEmbeddedLock, EmbeddedLockedError } from './embedded-lock.js';

describe('embedded database lock', () => {
  it('lets one process at a time hold the embedded directory, and takes over a dead owner', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'td-lock-'));
    const embeddedDir = join(dir, 'pg');
    try {
      const lock = await acquireEmbeddedLock(embeddedDir);
      await expect(acquireEmbeddedLock(embeddedDir)).rejects.toThrow(EmbeddedLockedError);
      await lock.release();

      // A lock left behind by a process that no longer exists (pid far above any real one).
      await writeFile(`${embeddedDir}.lock`, '2147483646');
      const again = await acquireEmbeddedLock(embeddedDir);
      await again.release();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a second open of the same embedded database is refused until the first one closes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'td-open-lock-'));
    const embeddedDir = join(dir, 'pg');
    try {
      const first = await openDatabase({ embeddedDir, poolSize: 1 });
      await expect(openDatabase({ embeddedDir, poolSize: 1 })).rejects.toThrow(EmbeddedLockedError);
      await first.close();
      const second = await openDatabase({ embeddedDir, poolSize: 1 });
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
