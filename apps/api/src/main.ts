import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config/index.js';
import { embeddedDirFor, openDatabase, type Database } from './db/client.js';
import { EmbeddedLockedError } from './db/embedded-lock.js';
import { runMigrations } from './db/migrate.js';
import { DEMO_PASSWORD, DEMO_USERS, isDatabaseEmpty, seedDemoData, seedReferenceData } from './seed/index.js';
import { buildApp } from './app.js';
import { existingEmails } from './wings/people/index.js';
import { readSecuritySettings } from './wings/settings/index.js';
import type { FileStorage } from './integrations/files/file-storage.js';
import { fileStorageFor } from './integrations/files/index.js';
import { boundHeapGrowth } from './lib/heap-growth.js';

boundHeapGrowth();

/** Reference data always (idempotent); demo data only on the first start of an empty embedded database. */
async function prepareData(database: Database, config: Config, files: FileStorage): Promise<void> {
  await runMigrations(database.pool);
  await seedReferenceData(database.db);
  if (database.embedded && config.seedDemoData && (await isDatabaseEmpty(database.db))) {
    // The demo resumes go to the storage the app reads them from.
    await seedDemoData(database.db, files, {}, { passwordCost: config.seedDemoPasswordCost });
  }
}

async function printDemoLogins(database: Database, url: string): Promise<void> {
  const present = await existingEmails(
    database.db,
    DEMO_USERS.map((u) => u.email),
  );
  const lines = DEMO_USERS.filter((u) => present.has(u.email.toLowerCase())).map(
    (u) => `  ${u.role.padEnd(6)} ${u.email}${u.vendorName ? ` (${u.vendorName})` : ''}`,
  );
  console.log(`\nTalent Desk is running at ${url}`);
  if (lines.length === 0) return;
  console.log(`Demo logins (password ${DEMO_PASSWORD}):\n${lines.join('\n')}\n`);
  // The demo data turns it off (seed/demo/demo-settings-extras.ts); say so while it stays off.
  if (!(await readSecuritySettings(database.db)).requireTwoFactorForStaff)
    console.log('Two-factor sign-in for staff is off in the demo (Settings > Security turns it on)\n');
}

/**
 * Stopping (docs/operations.md, Deploys): /readyz answers 503 at once; after SIGTERM (an orchestrator's
 * stop) requests are still served for SHUTDOWN_DRAIN_DELAY_MS so that load balancers see it and send no
 * more (SIGINT, Ctrl-C, skips that wait). Then the server closes (no new connection, requests in flight
 * finish), the jobs stop, then the database. Past SHUTDOWN_TIMEOUT_MS the process exits anyway, with 1.
 */
function closeOnSignals(app: FastifyInstance, database: Database, config: Config): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.lifecycle.draining = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown deadline passed; exiting now');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    try {
      if (signal === 'SIGTERM') await sleep(config.shutdownDrainDelayMs);
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown(signal));
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDir: config.databaseUrl ? undefined : embeddedDirFor(config.dataDir),
    poolSize: config.dbPoolSize,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  const files = fileStorageFor(config);
  await prepareData(database, config, files);
  const app = await buildApp({ config, database, files });
  closeOnSignals(app, database, config);
  await app.listen({ host: config.host, port: config.port });
  await printDemoLogins(database, config.publicOrigin);
}

main().catch((error: unknown) => {
  // A second process on the same embedded database gets the reason, not a stack trace.
  console.error(error instanceof EmbeddedLockedError ? error.message : error);
  process.exit(1);
});
