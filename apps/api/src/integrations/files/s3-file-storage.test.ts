import { createServer } from 'node:net';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileNotFoundError } from './file-storage.js';
import { s3FileStorage } from './s3-file-storage.js';
import { parseS3Url } from '../../config/s3-url.js';
import { startS3TestServer, type S3TestServer } from './s3-test-server.js';
import { newStorageKey } from './storage-key.js';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer({ prefix: 'uploads/resumes' });
});
afterAll(() => s3?.close());

/** A loopback port nobody listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('S3 file storage', () => {
  it('stores each body as one object <prefix><key> of its exact length, typed application/octet-stream', async () => {
    const storage = s3FileStorage(s3.settings, s3.client);
    const key = newStorageKey();
    await storage.put(key, Buffer.from('%PDF-1.4 resume'));
    expect(await s3.listKeys()).toContain(`uploads/resumes/${key}`);
    const head = await s3.client.send(
      new HeadObjectCommand({ Bucket: s3.settings.bucket, Key: `uploads/resumes/${key}` }),
    );
    expect(head.ContentLength).toBe(15);
    expect(head.ContentType).toBe('application/octet-stream');
    await storage.remove(key);
    expect(await s3.listKeys()).not.toContain(`uploads/resumes/${key}`);
  });

  it('a missing bucket is an error, not a missing file (a misconfiguration never looks like a 404)', async () => {
    const storage = s3FileStorage({ ...s3.settings, bucket: 'td-no-such-bucket' }, s3.client);
    const error: unknown = await storage.read(newStorageKey()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(FileNotFoundError);
    expect((error as Error).name).toBe('NoSuchBucket');
  });

  it('an endpoint that refuses connections fails the call after its retries instead of hanging', async () => {
    const parsed = parseS3Url(`s3://S3RVER:S3RVER@127.0.0.1:${await closedPort()}/td-test?tls=false`);
    if (!parsed.ok) throw new Error(parsed.message);
    const storage = s3FileStorage(parsed.settings);
    await expect(storage.put(newStorageKey(), Buffer.from('x'))).rejects.toThrow(/ECONNREFUSED/);
  });
});
