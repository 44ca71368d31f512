import type { Config } from '../config/index.js';

/** How long a session lives: idle timeout and absolute limit (docs/architecture.md §3, docs/decisions.md). */
export type SessionTimes = { idleMs: number; maxMs: number };

/** Below both the access-control plugin and the auth module, which each need it. */
export function sessionTimes(config: Pick<Config, 'sessionIdleMs' | 'sessionMaxMs'>): SessionTimes {
  return { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs };
}
