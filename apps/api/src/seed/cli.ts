import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config/index.js';
import { embeddedDirFor, openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { fileStorageFor, fileStorageLabel } from '../integrations/files/index.js';
import { parseSeedArgs, SEED_HELP, SeedUsageError, type SeedCliOptions } from './cli-options.js';
import { EmbeddedLockedError } from '../db/embedded-lock.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo/demo-constants.js';
import { seedDemoData } from './demo/demo-data.js';
import { seedReferenceData } from './reference/reference-data.js';
import { referenceCounts } from './reference/reference-counts.js';
import { countUsers, resetDemoData } from './reset.js';
import { ensureGeneralTemplates } from '../wings/mail/index.js';

/**
 * `npm run seed -- --users 100 --vendors 20 --vacancies 36 --candidates 1000000 [--reset]`: migrations,
 * reference lists, demo data (resumes in the storage the server reads: S3_URL's bucket or DATA_DIR/files).
 */
async function run(options: SeedCliOptions): Promise<number> {
  const config = loadConfig();
  const embeddedDir = config.databaseUrl ? undefined : embeddedDirFor(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, embeddedDir, poolSize: 2 });
  try {
    console.log(
      `Seeding ${embeddedDir ? `the embedded database ${embeddedDir}` : 'the DATABASE_URL database'}`,
    );
    const started = performance.now();
    await runMigrations(database.pool);

    const existing = await countUsers(database.db);
    if (existing > 0 && !options.reset) {
      console.error(
        `The database already has ${existing} user(s). Run with --reset to empty the demo tables ` +
          '(users, vendors, sessions and every table that refers to them) and seed again.',
      );
      return 1;
    }
    const files = fileStorageFor(config);
    console.log(`Resumes go to the ${fileStorageLabel(config)}`);
    if (existing > 0) await resetDemoData(database.db, files);

    const referenceStart = performance.now();
    await seedReferenceData(database.db);
    // The reset emptied the app's own e-mail templates too (they refer to users): a running server
    // must find them again.
    await ensureGeneralTemplates(database.db);
    const demoStart = performance.now();
    const summary = await seedDemoData(database.db, files, options.sizes, {
      log: (line) => console.log(line),
    });
    // After a bulk load: the visibility map and statistics a long-running database would have, so the
    // first list queries can use index-only scans (VACUUM cannot run inside the seed's transaction).
    if (summary.bulk)
      await database.db.execute(
        sql`VACUUM (ANALYZE) candidates, candidate_skills, candidate_languages, candidate_vacancies, candidate_status_history`,
      );
    const done = performance.now();

    const reference = await referenceCounts(database.db);
    const ms = (from: number, to: number) => `${Math.round(to - from)} ms`;
    console.log(
      [
        `Reference data: ${Object.entries(reference)
          .map(([table, n]) => `${n} ${table}`)
          .join(', ')} (${ms(referenceStart, demoStart)})`,
        `Demo data: ${summary.vendors} vendors (${summary.inactiveVendors} inactive), ${summary.users} users ` +
          `(ADMIN ${summary.usersByRole.ADMIN}, TAG ${summary.usersByRole.TAG}, VENDOR ${summary.usersByRole.VENDOR}) ` +
          `(${ms(demoStart, done)})`,
        `  ${summary.vacancies} vacancies, ${summary.candidates} candidates (${Object.entries(
          summary.candidatesBySource,
        )
          .map(([source, n]) => `${source} ${n}`)
          .join(', ')}), ${summary.assignments} assignments, ${summary.historyRows} status history rows, ` +
          `${summary.resumes} resumes`,
        `  ${summary.campaigns.campaigns} campaigns: ${summary.campaigns.recipients} recipients, ` +
          `${summary.campaigns.events} events, ${summary.campaigns.responses} survey responses`,
        ...(summary.bulk
          ? [
              `  Bulk: ${summary.bulk.candidates} candidates, ${summary.bulk.rows} rows in ${ms(0, summary.bulk.ms)} ` +
                `(${Math.round(summary.bulk.rows / (summary.bulk.ms / 1000))} rows/s, ` +
                `${Math.round(summary.bulk.candidates / (summary.bulk.ms / 1000))} candidates/s; ` +
                `index rebuild and ANALYZE ${ms(0, summary.bulk.indexMs)})`,
            ]
          : []),
        `Total ${ms(started, done)}${existing > 0 ? ` after removing ${existing} existing user(s)` : ''}.`,
        `Demo logins (password ${DEMO_PASSWORD}):`,
        ...DEMO_USERS.map(
          (u) => `  ${u.role.padEnd(6)} ${u.email}${u.vendorName ? ` (${u.vendorName})` : ''}`,
        ),
        'Two-factor sign-in for staff is off in the demo (Settings > Security turns it on)',
      ].join('\n'),
    );
    return 0;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  try {
    const options = parseSeedArgs(process.argv.slice(2));
    if (options.help) {
      console.log(SEED_HELP);
      return;
    }
    process.exitCode = await run(options);
  } catch (error) {
    if (error instanceof SeedUsageError) {
      console.error(`${error.message}\n\n${SEED_HELP}`);
    } else if (error instanceof ConfigError || error instanceof EmbeddedLockedError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  }
}

await main();
