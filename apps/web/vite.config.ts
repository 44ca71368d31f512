import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pagePreloads, type PageModules } from './scripts/page-preloads';
import { precompress } from './scripts/precompress';
import { previousAssets } from './scripts/previous-assets';
import { themeWithoutCssVars } from './scripts/theme-without-css-vars';

const SHARED_SRC = fileURLToPath(new URL('../../packages/shared/src', import.meta.url));

// The API accepts state-changing requests only from its configured origin (same-origin check): start it
// with PUBLIC_URL=http://localhost:5173 so that this dev server's pages may sign in and save, and so that
// e-mailed links lead here (CONTRIBUTING.md).
const api = { target: 'http://127.0.0.1:3000', changeOrigin: false, xfwd: true };

// The lazy chunks each page needs, preloaded by its HTML (scripts/page-preloads.ts). Follows the router
// (src/app/router.tsx, sections.ts); a module that no longer exists fails the build.
// A signed-in page also needs the section registry (src/app/use-sections.ts) and the texts beyond the
// first load's (src/lib/i18n/load.ts), which the shell awaits.
const layout = ['src/app/sections.ts', 'src/lib/i18n/en-rest.ts', 'src/app/layout/app-layout.tsx'];
const PAGES: PageModules = {
  '/auth/login': ['src/app/routes/auth/login.tsx'],
  '/internal/dashboard': [...layout, 'src/app/routes/internal/dashboard.tsx'],
  '/internal/change-password': [...layout, 'src/app/routes/internal/change-password.tsx'],
  '/internal/candidates': [...layout, 'src/app/routes/candidates/candidate-list.tsx'],
  '/internal/candidates/new': [...layout, 'src/app/routes/candidates/candidate-create.tsx'],
  '/internal/candidates/:candidateId': [...layout, 'src/app/routes/candidates/candidate-details.tsx'],
  '/internal/candidates/:candidateId/edit': [...layout, 'src/app/routes/candidates/candidate-edit.tsx'],
};

// The SPA: built into apps/web/dist (served by the API in production), one lazy chunk per route; text
// files precompressed (.br, .gz beside each) for the API's static serving.
export default defineConfig({
  plugins: [react(), themeWithoutCssVars(), pagePreloads(PAGES), previousAssets(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The shared package's TypeScript source (what its 'development' export gives the API and tests):
      // the barrel, and each wing's subpath (`@talent-desk/shared/candidates`). Not through the
      // 'development' condition: every library would then resolve its own development export too, and
      // the build would ship emotion's development build.
      { find: /^@talent-desk\/shared$/, replacement: SHARED_SRC + '/index.ts' },
      { find: /^@talent-desk\/shared\/([a-z-]+)$/, replacement: SHARED_SRC + '/$1/index.ts' },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/user-service': api,
      '/search-service': api,
      '/healthz': api,
    },
  },
  build: {
    outDir: 'dist',
    // Not emptied: an earlier build's hashed files stay a week for the tabs opened before a deploy
    // (scripts/previous-assets.ts deletes them after); every other file is written anew.
    emptyOutDir: false,
    assetsDir: 'assets',
    sourcemap: 'hidden', // maps for error reports, not advertised to browsers
    // dist/.vite/manifest.json: the chunk graph, read by scripts/measure-initial-js.mjs.
    manifest: true,
    rolldownOptions: {
      output: {
        // Automatic splitting made a file of every set of modules shared by a different set of lazy
        // pages: 158 files for the candidate list's first load, which queued for seconds on a busy
        // machine. Common chunks under 128 KB (source size) are copied into the chunks that use them
        // instead; rolldown's runtime keeps one instance of each module across the copies. A page
        // loads no code it did not load before (measured: login 6 files, candidate list 10 plus the shell).
        // Stylesheets stay files, as rolldown asks for Vite builds.
        codeSplitting: {
          experimentalInlineCommonChunks: {
            maxSize: 128 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
    },
  },
});
