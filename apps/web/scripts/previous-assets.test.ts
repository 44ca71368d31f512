// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREVIOUS_ASSETS_MAX_AGE_MS, prunePreviousAssets } from './previous-assets';

const DAY = 24 * 3_600_000;

/** An assets folder with each file written `ageDays` ago. */
function assets(files: Record<string, number>): string {
  const dir = mkdtempSync(join(tmpdir(), 'td-assets-'));
  for (const [name, ageDays] of Object.entries(files)) {
    writeFileSync(join(dir, name), name);
    const when = new Date(Date.now() - ageDays * DAY);
    utimesSync(join(dir, name), when, when);
  }
  return dir;
}

describe("an earlier build's assets", () => {
  it('stay served for a week, with their compressed copies and maps, so that open tabs still load their pages', async () => {
    expect(PREVIOUS_ASSETS_MAX_AGE_MS).toBe(7 * DAY);
    const dir = assets({
      'page-new.js': 0,
      'page-new.js.br': 0,
      'page-old.js': 2,
      'page-old.js.br': 2,
      'page-old.js.gz': 2,
      'page-old.js.map': 2,
      'page-older.js': 8,
      'page-older.js.br': 8,
      'page-older.js.map': 8,
    });
    const result = await prunePreviousAssets(dir, new Set(['page-new.js']));
    expect(result).toEqual({ kept: 4, removed: 3 });
    expect(readdirSync(dir).sort()).toEqual([
      'page-new.js',
      'page-new.js.br',
      'page-old.js',
      'page-old.js.br',
      'page-old.js.gz',
      'page-old.js.map',
    ]);
  });

  it('never deletes a file of the current build, however old its time of writing (an unchanged chunk)', async () => {
    const dir = assets({ 'vendor-same.js': 30, 'vendor-same.js.br': 30 });
    expect(await prunePreviousAssets(dir, new Set(['vendor-same.js']))).toEqual({ kept: 0, removed: 0 });
    expect(existsSync(join(dir, 'vendor-same.js.br'))).toBe(true);
  });
});
