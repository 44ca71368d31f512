import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './scripts/precompress';

// Keep the browser's Host header (changeOrigin: false): the API accepts state-changing requests only
// when Origin matches the host it was asked for (same-origin check).
const api = { target: 'http://127.0.0.1:3000', changeOrigin: false, xfwd: true };

// The SPA: built into apps/web/dist (served by the API in production), one lazy chunk per route; text
// files precompressed (.br, .gz beside each) for the API's static serving.
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // '@talent-desk/shared' exposes its TypeScript source under the 'development' condition.
    conditions: ['development', ...defaultClientConditions],
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
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: 'hidden', // maps for error reports, not advertised to browsers
    // dist/.vite/manifest.json: the chunk graph, read by scripts/measure-initial-js.mjs.
    manifest: true,
  },
});
