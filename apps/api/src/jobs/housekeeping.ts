import type { FastifyBaseLogger } from 'fastify';
import { LOGIN_CLIENT_MEMORY_MS } from '@talent-desk/shared';
import type { Db } from '../db/client.js';
import { purgeAuditEvents } from '../lib/audit.js';
import { purgeForgottenCounters } from '../lib/limits/throttle-counters.repo.js';
import { startPolling, type PollingWorker } from './polling-worker.js';

/** How often each process tidies up (idempotent deletes: several processes doing it is harmless). */
const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
/** A throttle counter is kept an hour past the longest memory of any counter (LOGIN_CLIENT_MEMORY_MS). */
const THROTTLE_KEEP_MS = LOGIN_CLIENT_MEMORY_MS + 60 * 60_000;

/**
 * Periodic clean-up of rows nobody needs any more, at start and then every hour: forgotten throttle
 * counters, and audit events past their retention (AUDIT_RETENTION_DAYS).
 */
export function startHousekeeping(
  db: Db,
  log: FastifyBaseLogger,
  options: { auditRetentionDays: number },
): PollingWorker {
  return startPolling({
    intervalMs: HOUSEKEEPING_INTERVAL_MS,
    poll: async () => {
      const purged = await purgeForgottenCounters(db, THROTTLE_KEEP_MS);
      if (purged > 0) log.info({ purged }, 'forgotten sign-in throttle counters deleted');
      const audited = await purgeAuditEvents(db, options.auditRetentionDays);
      if (audited > 0) log.info({ purged: audited }, 'audit events past their retention deleted');
      return false;
    },
    onError: (error) => log.warn({ err: error }, 'housekeeping failed; it runs again in an hour'),
  });
}
