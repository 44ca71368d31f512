import { join } from 'node:path';
import type { Config } from '../../config/index.js';
import type { FileStorage } from './file-storage.js';
import { localFileStorage } from './local-file-storage.js';
import { s3FileStorage } from './s3-file-storage.js';

/**
 * The one place the file storage is chosen (server, demo seed at start, seed CLI), so all of them read
 * and write the same store: the S3_URL bucket when set, else `$DATA_DIR/files`.
 */
export function fileStorageFor(config: Pick<Config, 's3' | 'dataDir'>): FileStorage {
  return config.s3 ? s3FileStorage(config.s3) : localFileStorage(join(config.dataDir, 'files'));
}

/** Where files go, for start-up messages: never the credentials. */
export function fileStorageLabel(config: Pick<Config, 's3' | 'dataDir'>): string {
  if (!config.s3) return `directory ${join(config.dataDir, 'files')}`;
  return `S3 bucket ${config.s3.bucket}${config.s3.prefix ? ` (prefix ${config.s3.prefix})` : ''} at ${config.s3.endpoint}`;
}
