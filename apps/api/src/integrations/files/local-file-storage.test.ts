import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { FileNotFoundError } from './file-storage.js';
import { localFileStorage } from './local-file-storage.js';
import { newStorageKey } from './storage-key.js';

describe('local file storage', async () => {
  const root = await mkdtemp(join(tmpdir(), 'td-files-'));
  const storage = localFileStorage(root);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores, reads back and removes a body under a random key', async () => {
    const key = newStorageKey();
    await storage.put(key, Buffer.from('resume bytes'));
    expect(await text(await storage.read(key))).toBe('resume bytes');
    await storage.remove(key);
    await expect(storage.read(key)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('never overwrites an existing key and refuses keys that could leave the folder', async () => {
    const key = newStorageKey();
    await storage.put(key, Buffer.from('first'));
    await expect(storage.put(key, Buffer.from('second'))).rejects.toThrow();
    await expect(storage.put('../../etc/passwd-xxxxxxxxxxxx', Buffer.from('x'))).rejects.toThrow(
      'invalid storage key',
    );
    expect(await text(await storage.read(key))).toBe('first');
  });

  it('removing a missing key is not an error (cleanup after a failed save)', async () => {
    await expect(storage.remove(newStorageKey())).resolves.toBeUndefined();
  });
});
