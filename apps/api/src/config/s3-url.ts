/**
 * `S3_URL`: one URL naming the endpoint, the bucket, an optional key prefix and, optionally, the keys:
 *
 *   s3://ACCESS_KEY:SECRET@HOST[:PORT]/BUCKET[/PREFIX][?region=...&forcePathStyle=true|false&tls=true|false]
 *
 * - AWS: `s3://AKIA...:SECRET@s3.eu-west-1.amazonaws.com/talent-desk-files` (the region is read from the
 *   host; virtual-hosted addressing).
 * - MinIO, s3rver, Ceph, Garage...: `s3://minioadmin:minioadmin@127.0.0.1:9000/talent-desk?tls=false`
 *   (path-style addressing, region `us-east-1` unless given).
 * Without `KEY:SECRET` the AWS SDK's default credential chain is used (AWS_* variables, shared config
 * files, an instance, task or pod role). Characters such as `/` in the secret are percent-encoded (`%2F`).
 */

export type S3Credentials = { accessKeyId: string; secretAccessKey: string };

export type S3Settings = {
  /** `https://host[:port]` (or `http://` with `tls=false`). */
  endpoint: string;
  region: string;
  bucket: string;
  /** '' or a folder-like prefix ending in '/', put before every key. */
  prefix: string;
  forcePathStyle: boolean;
  /** Absent: the SDK's default credential chain. The secret is hidden from JSON and console output. */
  credentials: S3Credentials | undefined;
};

export type S3UrlResult = { ok: true; settings: S3Settings } | { ok: false; message: string };

const OPTIONS = ['region', 'forcePathStyle', 'tls'] as const;
const AWS_HOST = /^s3[.-](?:dualstack\.)?([a-z]{2}(?:-[a-z]+)+-\d+)\.amazonaws\.com(?:\.cn)?$/;
const AWS_ANY_HOST = /(^|\.)amazonaws\.com(\.cn)?$/;
// S3's bucket naming rules (DNS-compatible, so both addressing styles work).
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9._-]+$/;
const REGION = /^[a-z0-9-]{2,32}$/;

/** A credentials object whose secret is non-enumerable: logging or serializing the config never shows it. */
function hiddenCredentials(accessKeyId: string, secretAccessKey: string): S3Credentials {
  return Object.defineProperty({ accessKeyId, secretAccessKey }, 'secretAccessKey', { enumerable: false });
}

function flag(value: string | null, fallback: boolean): boolean | undefined {
  if (value === null) return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  return undefined;
}

function decoded(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

/** Reads S3_URL. Messages never repeat the value (it may hold a secret). */
export function parseS3Url(value: string): S3UrlResult {
  const fail = (message: string): S3UrlResult => ({ ok: false, message });
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail('must be a URL such as s3://KEY:SECRET@host:9000/bucket');
  }
  if (url.protocol !== 's3:') return fail('must start with s3:// (e.g. s3://KEY:SECRET@host:9000/bucket)');
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  if (!hostname) return fail('names no host: s3://KEY:SECRET@host[:port]/bucket');

  const unknown = [...url.searchParams.keys()].filter((k) => !(OPTIONS as readonly string[]).includes(k));
  if (unknown.length > 0)
    return fail(`unknown option ${unknown.join(', ')} (allowed: ${OPTIONS.join(', ')})`);
  const isAws = AWS_ANY_HOST.test(hostname);
  const tls = flag(url.searchParams.get('tls'), true);
  const forcePathStyle = flag(url.searchParams.get('forcePathStyle'), !isAws);
  if (tls === undefined) return fail('tls must be true or false');
  if (forcePathStyle === undefined) return fail('forcePathStyle must be true or false');
  const region = url.searchParams.get('region') ?? AWS_HOST.exec(hostname)?.[1] ?? 'us-east-1';
  if (!REGION.test(region)) return fail('region must look like eu-west-1');

  const [bucket = '', ...prefixSegments] = url.pathname.split('/').filter(Boolean);
  if (!bucket) return fail('names no bucket: s3://host/bucket');
  if (!BUCKET.test(bucket))
    return fail('the bucket name must be 3-63 lowercase letters, digits, dots or hyphens');
  if (!prefixSegments.every((s) => PREFIX_SEGMENT.test(s)))
    return fail(
      'the key prefix after the bucket may hold letters, digits, dots, hyphens and underscores only',
    );

  const accessKeyId = decoded(url.username);
  const secret = decoded(url.password);
  if (accessKeyId === undefined || secret === undefined)
    return fail('the credentials are not percent-encoded correctly');
  if (Boolean(accessKeyId) !== Boolean(secret))
    return fail('give both ACCESS_KEY:SECRET or neither (then the AWS SDK default credential chain is used)');

  return {
    ok: true,
    settings: {
      endpoint: `${tls ? 'https' : 'http'}://${host}`,
      region,
      bucket,
      prefix: prefixSegments.length > 0 ? `${prefixSegments.join('/')}/` : '',
      forcePathStyle,
      credentials: accessKeyId ? hiddenCredentials(accessKeyId, secret) : undefined,
    },
  };
}
