import fastifyCompress from '@fastify/compress';
import { definePlugin } from '../lib/define-plugin.js';

/** Below this a response gains little and costs a compressor; JSON lists are well above it. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Text only: JSON, text/* (the LinkedIn CSV export included, compressed as it streams) and XML/SVG.
 * Not octet-stream (the library's default): xlsx, PDF, resumes and images are compressed already.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/;

/**
 * Compresses responses by Accept-Encoding (brotli, then gzip; Vary: Accept-Encoding). Registered before
 * the routes: the library attaches itself to each route as it is added. The SPA's files come
 * precompressed from the build (plugins/spa.ts) and carry Content-Encoding, which this leaves alone.
 * Request bodies are not inflated: no client of ours sends them compressed, and a small gzip body
 * that inflates to gigabytes is not worth accepting.
 */
export const compressionPlugin = definePlugin({ name: 'compression' }, async (app) => {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
  });
});
