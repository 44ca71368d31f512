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

describe('PUBLIC_URL and TRUST_PROXY (issue 20: links never come from request headers)', () => {
  const server = { NODE_ENV: 'production', DATABASE_URL: 'postgresql://td@db:5432/td' };

  it('a production start on a PostgreSQL server refuses to run without PUBLIC_URL, naming it', () => {
    expect(() => loadConfig(server)).toThrow(/PUBLIC_URL: required in production/);
    expect(loadConfig({ ...server, PUBLIC_URL: 'https://td.example.com/app' }).publicOrigin).toBe(
      'https://td.example.com',
    );
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
