import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const api = 'http://127.0.0.1:3000';

// The SPA: built into apps/web/dist (served by the API in production), one lazy chunk per route.
export default defineConfig({
  plugins: [react()],
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
    sourcemap: true,
  },
});
