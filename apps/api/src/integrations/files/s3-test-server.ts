import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3ClientFor } from './s3-file-storage.js';
import { parseS3Url, type S3Settings } from '../../config/s3-url.js';

export type S3TestServer = {
  /** The S3_URL of the bucket (with the test server's keys and the given prefix). */
  url: string;
  settings: S3Settings;
  /** A client of the server, for looking at the bucket behind the app's back. */
  client: S3Client;
  /** Every object key in the bucket (all prefixes), sorted. */
  listKeys: () => Promise<string[]>;
  close: () => Promise<void>;
};

// s3rver's built-in account: it checks request signatures against these keys.
const KEYS = 'S3RVER:S3RVER';

/**
 * Test tooling: a real S3 API (s3rver) on 127.0.0.1 at a free port, kept in a temporary directory, with
 * one empty bucket created through the S3 API itself.
 */
export async function startS3TestServer({
  bucket = 'td-test',
  prefix = '',
}: { bucket?: string; prefix?: string } = {}): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'td-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const url = `s3://${KEYS}@127.0.0.1:${port}/${bucket}${prefix ? `/${prefix}` : ''}?tls=false`;
  const parsed = parseS3Url(url);
  if (!parsed.ok) throw new Error(`test S3_URL refused: ${parsed.message}`);
  const client = s3ClientFor(parsed.settings);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));

  const listKeys = async () => {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
      token = page.NextContinuationToken;
    } while (token);
    return keys.sort();
  };

  return {
    url,
    settings: parsed.settings,
    client,
    listKeys,
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
