import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config/index.js';
import { definePlugin } from '../lib/define-plugin.js';
import { isApiPath } from '../lib/api-paths.js';
import { pageSender } from './spa-pages.js';

/** apps/web/dist, found from both src/plugins (tsx) and dist/plugins (node). */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** The built SPA to serve, if any: WEB_DIST_DIR, or apps/web/dist in production. */
export function webDistDir(config: Config): string | undefined {
  if (config.webDistDir) {
    if (!existsSync(join(config.webDistDir, 'index.html'))) {
      throw new Error(`WEB_DIST_DIR: no index.html in ${config.webDistDir}`);
    }
    return config.webDistDir;
  }
  if (config.env === 'production' && existsSync(join(DEFAULT_WEB_DIST, 'index.html')))
    return DEFAULT_WEB_DIST;
  return undefined;
}

/**
 * Serves the built SPA (production): hashed /assets/* cached for a year, the HTML never cached, files
 * precompressed at build time, and any other non-API page the browser asks for answered with the HTML
 * (its page's own, which preloads the page's code, or index.html) so client routes deep-link.
 */
export const spaPlugin = definePlugin<{ root: string }>(
  { name: 'spa', dependencies: ['access-control'] },
  async (app, { root }) => {
    await app.register(fastifyStatic, {
      root,
      serve: false,
      // The build writes x.br and x.gz beside each text file (apps/web/scripts/precompress.ts): sent
      // by Accept-Encoding with Vary: Accept-Encoding, the plain file otherwise. No work per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const immutable = path.startsWith(join(root, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });

    // Compressed at build time or not at all: below 1 KB, or an image, the plain file is the right answer.
    const route = { compress: false, config: { permission: 'public' }, schema: { hide: true } } as const;

    const sendPage = pageSender(root);
    app.get('/', route, (_request, reply) => {
      sendPage(reply);
    });

    // A missing file falls through to the not-found handler: index.html for a page, JSON 404 otherwise.
    app.get<{ Params: { '*': string } }>('/*', route, (request, reply) => {
      if (isApiPath(request.url)) reply.callNotFound();
      else void reply.sendFile(request.params['*']);
    });
  },
);
