import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { FileNotFoundError, type FileStorage } from './file-storage.js';
import type { S3Settings } from '../../config/s3-url.js';
import { assertStorageKey } from './storage-key.js';

/**
 * A stalled store fails the request instead of hanging it: 3 s to connect, 30 s until the answer's
 * headers (a 10 MB upload included), 3 attempts in all (the SDK's backoff between them). No socket idle
 * timeout: a download the browser reads slowly pauses the S3 stream, which must not be cut.
 */
const REQUEST_HANDLER = { connectionTimeout: 3_000, requestTimeout: 30_000, throwOnRequestTimeout: true };
const MAX_ATTEMPTS = 3;

export function s3ClientFor(settings: S3Settings): S3Client {
  const { credentials } = settings;
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // A plain copy: the settings hide the secret from logs, the SDK needs it as an ordinary field.
    ...(credentials
      ? {
          credentials: {
            accessKeyId: credentials.accessKeyId,
            secretAccessKey: credentials.secretAccessKey,
          },
        }
      : {}),
    maxAttempts: MAX_ATTEMPTS,
    requestHandler: REQUEST_HANDLER,
  });
}

/**
 * File bodies as private objects `<prefix><key>` in one bucket (S3_URL), so any number of API processes
 * read and write the same files. Objects are stored as application/octet-stream: the API alone serves
 * them, with its own type, disposition and CSP headers.
 */
export function s3FileStorage(settings: S3Settings, client: S3Client = s3ClientFor(settings)): FileStorage {
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${settings.prefix}${key}`;
  };
  return {
    async put(key, body) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: body,
          ContentLength: body.length,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    async read(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!(Body instanceof Readable)) throw new Error('S3 GetObject answered without a body stream');
        return Body;
      } catch (error) {
        // Only a missing object is "not found"; a missing bucket or refused credentials stay errors (500).
        if (error instanceof NoSuchKey) throw new FileNotFoundError(key);
        throw error;
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (error) {
        // S3 answers 204 for a missing key; some compatible stores answer NoSuchKey instead.
        if (!(error instanceof NoSuchKey)) throw error;
      }
    },
  };
}
