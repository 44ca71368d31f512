import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './stale-build';

describe('a chunk that could not be loaded (a tab of an older build)', () => {
  it("is told apart in each browser's wording and in Vite's", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://td.example/assets/candidate-list-abc.js',
      'error loading dynamically imported module: https://td.example/assets/x.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/index-abc.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
  });

  it('is not any other failure of a page', () => {
    expect(isChunkLoadError(new Error('Request failed with status 500'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
