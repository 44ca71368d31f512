import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FileNotFoundError, type FileStorage } from './file-storage.js';
import { newStorageKey } from './storage-key.js';

export type OpenedStorage = { storage: FileStorage; close: () => Promise<void> };

/**
 * What every FileStorage must do, as one suite run against each implementation (local directory, S3),
 * so the services above can rely on the same behaviour whichever store is configured.
 */
export function fileStorageContract(open: () => Promise<OpenedStorage>): void {
  let opened: OpenedStorage;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.close());
  const storage = () => opened.storage;

  it('reads back exactly the bytes put, binary and larger than one network chunk', async () => {
    const key = newStorageKey();
    const body = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(1 << 20)]);
    await storage().put(key, body);
    expect((await buffer(await storage().read(key))).equals(body)).toBe(true);
  });

  it('keeps bodies apart by key', async () => {
    const [a, b] = [newStorageKey(), newStorageKey()];
    await storage().put(a, Buffer.from('first body'));
    await storage().put(b, Buffer.from('second body'));
    expect((await buffer(await storage().read(a))).toString()).toBe('first body');
    expect((await buffer(await storage().read(b))).toString()).toBe('second body');
  });

  it('an unknown key rejects with FileNotFoundError', async () => {
    await expect(storage().read(newStorageKey())).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('remove deletes the body: reading it afterwards rejects with FileNotFoundError', async () => {
    const key = newStorageKey();
    await storage().put(key, Buffer.from('to be removed'));
    await storage().remove(key);
    await expect(storage().read(key)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('removing a missing key is not an error (cleanup after a failed save)', async () => {
    await expect(storage().remove(newStorageKey())).resolves.toBeUndefined();
  });

  it('refuses keys it did not generate (no way out of its folder or prefix)', async () => {
    for (const key of ['../../etc/passwd-xxxxxxxxxxxx', 'a/b/cccccccccccccccccc', 'short', '']) {
      await expect(storage().put(key, Buffer.from('x'))).rejects.toThrow('invalid storage key');
      await expect(storage().read(key)).rejects.toThrow('invalid storage key');
      await expect(storage().remove(key)).rejects.toThrow('invalid storage key');
    }
  });
}
