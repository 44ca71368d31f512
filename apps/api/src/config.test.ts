import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
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
