import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { onServer, TWO_FACTOR_OFF_FOR_TESTS } from './test-database.js';

/**
 * Vitest global setup of the API project: migrates ONE database for the whole run and hands it to every
 * test file (test-database.ts), instead of each file running every migration again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const serverDatabase = `td_template_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${serverDatabase}`);
    const url = new URL(serverUrl);
    url.pathname = `/${serverDatabase}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await runMigrations(database.pool);
    await database.pool.query(TWO_FACTOR_OFF_FOR_TESTS);
    await database.close();
    project.provide('testDatabaseTemplate', { serverUrl, serverDatabase });
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${serverDatabase} WITH (FORCE)`);
  }
  const database = await openDatabase({ poolSize: 1 });
  await runMigrations(database.pool);
  await database.pool.query(TWO_FACTOR_OFF_FOR_TESTS);
  const image = await database.dumpImage?.();
  await database.close();
  if (!image) throw new Error('the embedded database could not be dumped');
  const dir = await mkdtemp(join(tmpdir(), 'td-test-template-'));
  const embeddedImagePath = join(dir, 'migrated.tar');
  await writeFile(embeddedImagePath, Buffer.from(await image.arrayBuffer()));
  project.provide('testDatabaseTemplate', { embeddedImagePath });
  return () => rm(dir, { recursive: true, force: true });
}
