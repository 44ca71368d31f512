import { MESSAGES } from '@talent-desk/shared';
import { AppError } from '../errors.js';
import { definePlugin } from '../lib/define-plugin.js';
import { acceptedOrigins } from '../lib/public-origin.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * CSRF defence (docs/architecture.md §3): a state-changing request (and GET /api/auth/logout) must come from
 * our own origin. Browsers always send Origin on cross-site POSTs and Sec-Fetch-Site on every request, so a
 * request carrying neither comes from a non-browser client (curl, tests, a server) that holds no victim's
 * cookie by accident: it passes. SameSite=Lax on the cookie is the second layer.
 */
export const sameOriginPlugin = definePlugin({ name: 'same-origin' }, async (app) => {
  let origins: Set<string> | undefined; // from the config, once it is read at the first request
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (!STATE_CHANGING.has(request.method) && config.changesState !== true) return;
    // RFC 8058 one-click unsubscribe: a public route keyed by an unguessable token (decisions.md).
    if (config.crossSite === true && config.permission === 'public') return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const originOk = origin === undefined || (origins ??= acceptedOrigins(app.appConfig)).has(origin);
    const siteOk = fetchSite === undefined || ALLOWED_FETCH_SITES.has(fetchSite);
    if (!originOk) {
      // Most often a deployment whose PUBLIC_URL is not the address people use: say which one to set.
      request.log.warn(
        { origin, accepted: [...(origins ?? [])] },
        'request refused: Origin is not PUBLIC_URL',
      );
    }
    if (!originOk || !siteOk) throw new AppError(403, 'CROSS_ORIGIN', MESSAGES.crossOrigin);
  });
});
