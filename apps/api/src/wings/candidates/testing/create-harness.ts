import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { candidates } from '../../../db/schema/index.js';
import type { TestApp } from '../../../test/test-app.js';
import { openCandidateTestApp } from './candidate-harness.js';
import { createCandidateMultipart, type ReferenceFixture } from '../../../test/fixtures.js';

export type Resume = { fileName: string; content: Buffer } | null;
type JsonResponse = { json: () => unknown };

/** The app, reference data and helpers the create tests share; files go to a DATA_DIR of their own. */
export type CreateHarness = {
  t: TestApp;
  ref: ReferenceFixture;
  cookies: Record<'admin' | 'tag' | 'vendor', string>;
  create: (cookie: string, body: Record<string, unknown>, resume?: Resume) => ReturnType<TestApp['inject']>;
  /** Every stored file body, to prove a refused or failed save leaves none behind. */
  storedFiles: () => Promise<string[]>;
  candidateCount: () => Promise<number>;
  close: () => Promise<void>;
};

export async function openCreateHarness(): Promise<CreateHarness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'td-candidates-'));
  const { t, ref, cookies } = await openCandidateTestApp({ DATA_DIR: dataDir });
  return {
    t,
    ref,
    cookies,
    create(cookie, body, resume) {
      const { payload, headers } = createCandidateMultipart(body, resume);
      return t.inject({ method: 'POST', url: '/api/candidates', payload, headers: { ...headers, cookie } });
    },
    async storedFiles() {
      const found: string[] = [];
      const walk = async (dir: string) => {
        const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          if (entry.isDirectory()) await walk(join(dir, entry.name));
          else found.push(entry.name);
        }
      };
      await walk(join(dataDir, 'files'));
      return found;
    },
    async candidateCount() {
      const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(candidates);
      return row?.n ?? 0;
    },
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function fieldPaths(response: JsonResponse): string[] {
  const body = response.json() as { fields?: { path: string }[] };
  return (body.fields ?? []).map((f) => f.path);
}

export function fieldMessage(response: JsonResponse, path: string): string | undefined {
  const body = response.json() as { fields?: { path: string; message: string }[] };
  return body.fields?.find((f) => f.path === path)?.message;
}
