import type { Permission } from '@talent-desk/shared';
import type { Config } from './config/index.js';
import type { Database } from './db/client.js';
import type { FileStorage } from './integrations/files/file-storage.js';
import type { GloRConnector } from './integrations/glo-r/glo-r-connector.js';
import type { Actor } from './lib/actor.js';
import type { RouteEntry } from './plugins/access-control.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission a route needs (shared matrix); a route without one fails at registration. */
    permission?: Permission;
    /** A GET that changes state (logout) and so gets the same-origin check of POST/PUT/PATCH/DELETE. */
    changesState?: boolean;
    /**
     * A POST other sites may send (the RFC 8058 one-click unsubscribe, posted by mail providers): no
     * same-origin check. Only for a route that needs no session and whose URL alone authorises it.
     */
    crossSite?: boolean;
    /**
     * Open to a session that must change the published demo password first (reading who one is, changing
     * the password, signing out); every other route answers 403 PASSWORD_CHANGE_REQUIRED to it.
     */
    beforePasswordChange?: boolean;
    /**
     * Open to a session whose second factor is still due (issue 25: /me, signing out, the two-factor
     * calls); every other route answers 403 SECOND_FACTOR_REQUIRED to it.
     */
    beforeSecondFactor?: boolean;
  }
  interface FastifyInstance {
    appConfig: Config;
    database: Database;
    /** Stored file bodies (resumes). */
    files: FileStorage;
    /** The external recruiting system (GLO-R). */
    gloR: GloRConnector;
    /** Set when the process starts stopping (main.ts): /readyz then answers 503. */
    lifecycle: { draining: boolean };
    /** Every registered route with its permission, for the access-control tests. */
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    /** The signed-in user, set by access control for non-public routes; null when anonymous. */
    actor: Actor | null;
  }
}
