import type { FastifyBaseLogger } from 'fastify';
import { LOGIN_CLIENT_MEMORY_MS } from '@talent-desk/shared';
import type { Db } from '../db/client.js';
import { purgeForgottenCounters } from '../lib/limits/throttle-counters.repo.js';
import { startPolling, type PollingWorker } from './polling-worker.js';

/** How often each process tidies up (idempotent deletes: several processes doing it is harmless). */
const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
/** A throttle counter is kept an hour past the longest memory of any counter (LOGIN_CLIENT_MEMORY_MS). */
const THROTTLE_KEEP_MS = LOGIN_CLIENT_MEMORY_MS + 60 * 60_000;

/** Periodic clean-up of rows nobody needs any more: at start, then every hour. */
export function startHousekeeping(db: Db, log: FastifyBaseLogger): PollingWorker {
  return startPolling({
    intervalMs: HOUSEKEEPING_INTERVAL_MS,
    poll: async () => {
      const purged = await purgeForgottenCounters(db, THROTTLE_KEEP_MS);
      if (purged > 0) log.info({ purged }, 'forgotten sign-in throttle counters deleted');
      return false;
    },
    onError: (error) => log.warn({ err: error }, 'housekeeping failed; it runs again in an hour'),
  });
}
