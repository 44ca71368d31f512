import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace: shared rules, API (against a real database) and web units.
export default defineConfig({
  test: {
    // Both cores: a test file's time goes mostly to its own embedded database (single-threaded WASM), so
    // two workers on two cores nearly halve the run (vitest's default keeps one core free).
    maxWorkers: 2,
    projects: [
      {
        resolve: { conditions: ['development'] },
        ssr: { resolve: { conditions: ['development'] } },
        // Also the tests of the repository's own tooling in scripts/ (plain Node modules).
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts', 'scripts/**/*.test.mjs'] },
      },
      {
        resolve: { conditions: ['development'] },
        ssr: { resolve: { conditions: ['development'] } },
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // One migrated database for the run; each file starts from a copy (test/test-database.ts).
          globalSetup: ['apps/api/src/test/template-database.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // A worker keeps its loaded modules (the app, the embedded database's WASM) from one file to the
          // next: each file still opens its own database and app, and nothing mocks modules, so nothing
          // leaks, and the run takes about 40% less time.
          isolate: false,
        },
      },
      {
        resolve: {
          conditions: ['development'],
          alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) },
        },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/scripts/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // As in the API project: one jsdom and one module graph per worker, not per file (each test
          // unmounts what it rendered); the run takes half the time.
          isolate: false,
          // Rendering MUI forms in jsdom takes seconds when both cores are busy (CI runs the API
          // project beside it): a slow machine is not a failure.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
