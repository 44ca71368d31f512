import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import { fileStorageContract } from './file-storage-contract.js';
import { localFileStorage } from './local-file-storage.js';
import { s3FileStorage } from './s3-file-storage.js';
import { startS3TestServer } from './s3-test-server.js';

describe('file storage contract: local directory', () => {
  fileStorageContract(async () => {
    const root = await mkdtemp(join(tmpdir(), 'td-files-contract-'));
    return { storage: localFileStorage(root), close: () => rm(root, { recursive: true, force: true }) };
  });
});

describe('file storage contract: S3 (s3rver on 127.0.0.1)', () => {
  fileStorageContract(async () => {
    const s3 = await startS3TestServer({ prefix: 'contract' });
    return { storage: s3FileStorage(s3.settings, s3.client), close: s3.close };
  });
});
