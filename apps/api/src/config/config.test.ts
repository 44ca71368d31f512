import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './index.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const startCwd = process.cwd();
afterEach(() => process.chdir(startCwd));

describe('DATA_DIR: one directory, whoever starts the process from wherever', () => {
  it('the default ./data is <repository>/data from the root, the API workspace or anywhere else', () => {
    const dirs = [repoRoot, join(repoRoot, 'apps/api'), tmpdir()].map((cwd) => {
      process.chdir(cwd);
      return loadConfig({}).dataDir;
    });
    expect(dirs).toEqual([join(repoRoot, 'data'), join(repoRoot, 'data'), join(repoRoot, 'data')]);
  });

  it('a relative DATA_DIR is read from the repository root; an absolute one is kept', () => {
    process.chdir(join(repoRoot, 'apps/api'));
    expect(loadConfig({ DATA_DIR: 'var/td' }).dataDir).toBe(join(repoRoot, 'var/td'));
    expect(loadConfig({ DATA_DIR: '/srv/talent-desk' }).dataDir).toBe('/srv/talent-desk');
  });

  it('a relative WEB_DIST_DIR is read from the repository root too', () => {
    process.chdir(tmpdir());
    expect(loadConfig({ WEB_DIST_DIR: 'apps/web/dist' }).webDistDir).toBe(join(repoRoot, 'apps/web/dist'));
  });
});

describe('TWO_FACTOR_KEY (issue 25: the two-factor secrets are encrypted at rest)', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgresql://td@db:5432/td',
    PUBLIC_URL: 'https://td.example.com',
  };

  it('a production start refuses to run without it, naming it and how to make one', () => {
    expect(() => loadConfig(production)).toThrow(
      /TWO_FACTOR_KEY: required in production.*openssl rand -hex 32/,
    );
  });

  it('takes 32 bytes as hex or base64 and refuses anything else, naming the setting', () => {
    const hex = '0123456789abcdef'.repeat(4);
    expect(loadConfig({ ...production, TWO_FACTOR_KEY: hex }).twoFactorKey.bytes).toEqual(
      Buffer.from(hex, 'hex'),
    );
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ TWO_FACTOR_KEY: base64 }).twoFactorKey.bytes).toEqual(Buffer.alloc(32, 7));
    expect(() => loadConfig({ TWO_FACTOR_KEY: 'ab'.repeat(16) })).toThrow(
      /TWO_FACTOR_KEY: expected 32 bytes/,
    );
    expect(() => loadConfig({ TWO_FACTOR_KEY: 'not a key' })).toThrow(/TWO_FACTOR_KEY/);
  });

  it('outside production mode, unset, it is a fixed development key, and no output shows a key', () => {
    const first = loadConfig({}).twoFactorKey;
    expect(first.development).toBe(true);
    expect(first.bytes).toEqual(loadConfig({ NODE_ENV: 'production' }).twoFactorKey.bytes);
    const key = loadConfig({ TWO_FACTOR_KEY: 'cd'.repeat(32) }).twoFactorKey;
    expect(JSON.stringify({ key })).not.toContain('cd'.repeat(4));
    expect(JSON.stringify({ key })).not.toContain(key.bytes.toString('base64').slice(0, 8));
  });
});

describe('PUBLIC_URL and TRUST_PROXY (issue 20: links never come from request headers)', () => {
  const server = { NODE_ENV: 'production', DATABASE_URL: 'postgresql://td@db:5432/td' };

  it('a production start on a PostgreSQL server refuses to run without PUBLIC_URL, naming it', () => {
    expect(() => loadConfig(server)).toThrow(/PUBLIC_URL: required in production/);
    expect(
      loadConfig({ ...server, PUBLIC_URL: 'https://td.example.com/app', TWO_FACTOR_KEY: 'ab'.repeat(32) })
        .publicOrigin,
    ).toBe('https://td.example.com');
  });

  it('the embedded demo start defaults to http://localhost:PORT (HOST when it names one address)', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4391', HOST: '127.0.0.1' }).publicOrigin).toBe('http://127.0.0.1:4391');
    expect(loadConfig({ HOST: '::1', PORT: '80' }).publicOrigin).toBe('http://[::1]:80');
  });

  it('TRUST_PROXY takes false, a hop count or addresses/CIDRs, and refuses "true" with the way out', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would believe every/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY: "proxy.internal"/);
  });

  it("the campaign From domains default to MAIL_FROM's domain", () => {
    expect(loadConfig({ MAIL_FROM: 'Jobs <Jobs@Mail.Example.com>' }).campaignFromDomains).toEqual([
      'mail.example.com',
    ]);
    expect(loadConfig({ CAMPAIGN_FROM_DOMAINS: 'a.example, B.example' }).campaignFromDomains).toEqual([
      'a.example',
      'b.example',
    ]);
    expect(() => loadConfig({ CAMPAIGN_FROM_DOMAINS: 'not a domain' })).toThrow(/CAMPAIGN_FROM_DOMAINS/);
  });
});

describe('process roles, timeouts and stopping (issue 23)', () => {
  const server = { DATABASE_URL: 'postgresql://td@db:5432/td' };

  it('PROCESS_ROLE defaults to all (npm start stays one process) and takes web or worker on a server', () => {
    expect(loadConfig({}).processRole).toBe('all');
    expect(loadConfig({ ...server, PROCESS_ROLE: 'web' }).processRole).toBe('web');
    expect(loadConfig({ ...server, PROCESS_ROLE: 'worker' }).processRole).toBe('worker');
    expect(() => loadConfig({ ...server, PROCESS_ROLE: 'jobs' })).toThrow(/PROCESS_ROLE: Invalid option/);
  });

  it('PROCESS_ROLE web or worker without DATABASE_URL is refused: the embedded database is one process', () => {
    for (const role of ['web', 'worker']) {
      expect(() => loadConfig({ PROCESS_ROLE: role })).toThrow(
        new RegExp(`PROCESS_ROLE: ${role} needs DATABASE_URL.*leave PROCESS_ROLE unset`),
      );
    }
    expect(loadConfig({ PROCESS_ROLE: 'all' }).processRole).toBe('all');
  });

  it('the timeouts have their defaults and take whole milliseconds within bounds, naming the variable', () => {
    expect(loadConfig({})).toMatchObject({
      dbConnectTimeoutMs: 5000,
      dbStatementTimeoutMs: 30_000,
      requestTimeoutMs: 120_000,
      shutdownDrainDelayMs: 5000,
      shutdownTimeoutMs: 30_000,
    });
    expect(
      loadConfig({
        DB_CONNECT_TIMEOUT_MS: '2500',
        DB_STATEMENT_TIMEOUT_MS: '0',
        REQUEST_TIMEOUT_MS: '60000',
        SHUTDOWN_DRAIN_DELAY_MS: '0',
        SHUTDOWN_TIMEOUT_MS: '10000',
      }),
    ).toMatchObject({
      dbConnectTimeoutMs: 2500,
      dbStatementTimeoutMs: 0,
      requestTimeoutMs: 60_000,
      shutdownDrainDelayMs: 0,
      shutdownTimeoutMs: 10_000,
    });
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    expect(() => loadConfig({ DB_CONNECT_TIMEOUT_MS: '1.5' })).toThrow(/DB_CONNECT_TIMEOUT_MS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '10' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });

  it('a drain delay as long as the shutdown deadline is refused: in-flight requests would get no time', () => {
    expect(() => loadConfig({ SHUTDOWN_DRAIN_DELAY_MS: '30000' })).toThrow(
      /SHUTDOWN_DRAIN_DELAY_MS: must be shorter than SHUTDOWN_TIMEOUT_MS/,
    );
    expect(loadConfig({ SHUTDOWN_DRAIN_DELAY_MS: '29000' }).shutdownDrainDelayMs).toBe(29_000);
  });
});
