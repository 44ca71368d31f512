import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './index.js';
import { parseS3Url, type S3Settings } from './s3-url.js';

function settings(url: string): S3Settings {
  const parsed = parseS3Url(url);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.settings;
}

function refusal(url: string): string {
  const parsed = parseS3Url(url);
  if (parsed.ok) throw new Error('accepted');
  return parsed.message;
}

describe('S3_URL', () => {
  it('AWS: the region comes from the host, virtual-hosted addressing, TLS, keys percent-decoded', () => {
    const s = settings('s3://AKIAEXAMPLE:wJal%2FrXU+tn@s3.eu-west-1.amazonaws.com/talent-desk-files');
    expect({ ...s, credentials: undefined }).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      bucket: 'talent-desk-files',
      prefix: '',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(s.credentials?.accessKeyId).toBe('AKIAEXAMPLE');
    expect(s.credentials?.secretAccessKey).toBe('wJal/rXU+tn');
  });

  it('MinIO/s3rver-like: port, plain HTTP with tls=false, path-style, region us-east-1, a key prefix', () => {
    expect(
      settings('s3://minioadmin:minioadmin@MinIO.local:9000/talent-desk/prod/resumes/?tls=false'),
    ).toMatchObject({
      endpoint: 'http://minio.local:9000',
      region: 'us-east-1',
      bucket: 'talent-desk',
      prefix: 'prod/resumes/',
      forcePathStyle: true,
    });
  });

  it('options override the defaults; without keys the SDK default credential chain is used', () => {
    const s = settings('s3://storage.example.com/bucket-1?region=auto-1&forcePathStyle=false');
    expect(s).toMatchObject({
      endpoint: 'https://storage.example.com',
      region: 'auto-1',
      forcePathStyle: false,
    });
    expect(s.credentials).toBeUndefined();
  });

  it.each([
    ['https://k:s@host/bucket', 'must start with s3://'],
    ['not a url', 'must be a URL'],
    ['s3:///bucket', 'names no host'],
    ['s3://k:s@host', 'names no bucket'],
    ['s3://k:s@host/Bad_Bucket', 'bucket name'],
    ['s3://k:s@host/bucket/a%2Fb', 'key prefix'],
    ['s3://k:s@host/bucket?forcepathstyle=true', 'unknown option forcepathstyle'],
    ['s3://k:s@host/bucket?tls=no', 'tls must be true or false'],
    ['s3://k@host/bucket', 'give both ACCESS_KEY:SECRET or neither'],
    ['s3://k:%E0%A4%A@host/bucket', 'percent-encoded'],
  ])('refuses %s', (url, message) => {
    expect(refusal(url)).toContain(message);
  });

  it('a bad S3_URL stops the start with a message naming S3_URL and never the secret', () => {
    expect(() => loadConfig({ S3_URL: 's3://KEY:TOP-SECRET@host/Bad_Bucket' })).toThrow(
      /S3_URL: the bucket name/,
    );
    expect(() => loadConfig({ S3_URL: 's3://KEY:TOP-SECRET@host/Bad_Bucket' })).not.toThrow(/TOP-SECRET/);
  });

  it('the loaded config never shows the secret in JSON (pino) or console output', () => {
    const config = loadConfig({ S3_URL: 's3://KEY:TOP-SECRET@127.0.0.1:9000/files?tls=false' });
    expect(config.s3?.credentials?.secretAccessKey).toBe('TOP-SECRET');
    expect(JSON.stringify(config)).not.toContain('TOP-SECRET');
    expect(inspect(config, { depth: 10 })).not.toContain('TOP-SECRET');
    expect(loadConfig({}).s3).toBeUndefined();
  });
});
