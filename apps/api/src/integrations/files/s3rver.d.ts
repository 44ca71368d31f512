/** The part of s3rver (a fake S3 server for tests; it ships no types) the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  type S3rverOptions = {
    address?: string;
    /** 0: a free port chosen by the system (read it from `run()`'s address). */
    port?: number;
    silent?: boolean;
    /** Where buckets and objects are kept on disk. */
    directory: string;
  };

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
